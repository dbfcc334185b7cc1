// The organisation's name (issue #29): how long it may be, for the settings form and its save.
export const ORGANISATION_NAME_MAX = 120;
