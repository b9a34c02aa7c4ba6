import type { NextStep, Rating } from "./rules";
import type { AnsweredQuestion } from "./summary";

/** What the result page shows, as its loader sends it. */
export type ResultView = {
  publicId: string;
  organization: string;
  finished: string;
  overall: number;
  overallRating: Rating;
  areas: { name: string; score: number; rating: ResultView["overallRating"] }[];
  nextSteps: NextStep[];
  answers: AnsweredQuestion[];
  /** The booking page, with this audit attached. */
  bookingHref: string;
};
