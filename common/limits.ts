// Input limits shared by the web forms and the API's validation (common/validation.ts). No
// dependencies: a screen that only needs a number does not load zod with it.

/** Longest free text (comments, descriptions, messages). */
export const TEXT_MAX_LENGTH = 1000;
