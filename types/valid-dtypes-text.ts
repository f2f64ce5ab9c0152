// The unknown-dtype error's list of valid names, read from the registry's rows. Apart from
// messages.ts, which the build shares between the ES and CommonJS declarations: imported from
// there, the registry's declarations came in twice for every consumer (one copy per tree).
import type { ClassicDTypeNameList, NarrowDTypeNameList, WeakTypeNameList } from './dtype-rows.js';
import type { JoinedNames, UnknownDTypeText } from './messages.js';

/** The runtime's unknown-dtype error: the compile error's words, then the valid names. */
export type UnknownDTypeListText<Shown extends string> = `${UnknownDTypeText<Shown>}${ValidDTypesText}`;

/**
 * The list of valid names that unknown-dtype errors end with at run time, read from the registry's
 * rows (the narrow dtypes by their first and last, so the message stays short enough to read).
 */
export type ValidDTypesText =
  `: ${JoinedNames<ClassicDTypeNameList>}, and the narrow ${NarrowDTypeNameList[0]} … ${LastOf<NarrowDTypeNameList>}; weak types: ${JoinedNames<WeakTypeNameList>}.`;

type LastOf<Names extends readonly unknown[]> = Names extends readonly [...unknown[], infer Last extends string]
  ? Last
  : string;
