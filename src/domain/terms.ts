/** The terms version a record carries when its store names none (spec §7 privacy audit, §9). */
export const DEFAULT_TOS_VERSION = 'v1.0.0';
