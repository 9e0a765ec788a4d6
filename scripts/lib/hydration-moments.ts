/**
 * The islands whose code the first view does not load: below the fold (`client:visible`, loaded
 * when scrolled near; `client:near`, also at the visitor's first Tab) and on demand (`client:demand`, loaded when the session or the visitor asks).
 * Every other directive (`client:paint`, `load`, `idle`) hydrates with the first screen.
 */
const WAITING = new Set(['visible', 'near', 'demand']);

/** Whether an island with this `client:` directive loads its code with the first screen. */
export const loadsWithFirstScreen = (directive: string): boolean => !WAITING.has(directive);
