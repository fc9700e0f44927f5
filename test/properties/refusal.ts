/** A rule of the Comprehensive Rules as refusals cite it: `601.2c`, `117.1`, `104.4b`. */
export const RULE = /^\d{3}(\.\d+[a-z]?)?$/;
