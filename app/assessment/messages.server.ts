import { formatBytes } from "~/lib/body-limit.server";

/** What the audit's pages tell a visitor when a step is refused or cannot be kept. */
export const auditMessages = {
  invalid: {
    title: "Please check your answers",
    description: "Some answers need your attention: the messages are next to the questions.",
  },
  tooLarge: (limit: number) => ({
    title: "That was too much text",
    description: `What was sent is larger than ${formatBytes(limit)}, more than this step accepts. Please shorten your answer.`,
  }),
  notAForm: {
    title: "Your answers did not arrive",
    description: "What was sent was not this step's form. Please answer the questions and press the button again.",
  },
  rateLimited: {
    title: "Too many audits from here",
    description: "Please wait a while before starting or finishing another audit, or call us instead.",
  },
  expired: {
    title: "Please press the button again",
    description:
      "This page was open for a long time. Your answers are still here: press the button again to send them.",
  },
  failed: {
    title: "Your answers could not be saved",
    description: "Something went wrong on our side and nothing was saved. Please try again in a minute.",
  },
  earlierStep: {
    title: "One step is not answered yet",
    description: "Please answer this step first; your other answers are kept.",
  },
} as const;
