import type { NextStep, Rating } from "./rules";
import type { AnsweredQuestion } from "./summary";

/** What the result page shows, as its loader sends it. */
export type ResultView = {
  publicId: string;
  organization: string;
  finished: string;
  /** The same day as "2026-11-27", for the printed page's footer. */
  finishedDay: string;
  overall: number;
  overallRating: Rating;
  areas: { name: string; score: number; rating: ResultView["overallRating"] }[];
  nextSteps: NextStep[];
  answers: AnsweredQuestion[];
  /** The booking page, with this audit attached. */
  bookingHref: string;
};
