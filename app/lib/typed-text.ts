import type { ZodString } from "zod";

// What a person types never holds a control character: C0 (NUL, ESC, CR, LF…), DEL or C1 (U+0085,
// NEL, among them). Nobody types one; a NUL cannot be stored in PostgreSQL, and the others are
// invisible to staff. A one-line field also refuses U+2028 and U+2029: mail, calendar and log
// readers take these, like CR, LF and NEL, as the end of a line, so a name holding one could start
// a header of its own in an e-mail or a property of its own in a calendar feed. Text of many lines
// (a message) keeps tab, LF and CR, and the two separators, which are line breaks there too.
// No Zod at run time here: the contact form's browser checks use the same predicates.
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const NOT_ONE_LINE_ALL = new RegExp(NOT_ONE_LINE.source, "g");
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function isSingleLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** `value` without what a one-line field refuses, for text no person typed (an upload's file name). */
export function toSingleLine(value: string): string {
  return value.replace(NOT_ONE_LINE_ALL, "");
}

export function isMultiLineText(value: string): boolean {
  return !NOT_TEXT.test(value);
}

/** A one-line field's schema that refuses any control character or line break, with `message`. */
export function singleLine(schema: ZodString, message: string): ZodString {
  return schema.refine(isSingleLine, message);
}

/** A many-line field's schema that refuses control characters other than tab, LF and CR. */
export function multiLine(schema: ZodString, message: string): ZodString {
  return schema.refine(isMultiLineText, message);
}
