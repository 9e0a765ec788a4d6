/** The terms version a record carries when its store names none (docs/services.md#calls privacy audit, docs/validation-and-errors.md#constants-and-limits). */
export const DEFAULT_TOS_VERSION = 'v1.0.0';
