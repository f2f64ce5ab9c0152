export function codeBlocks(markdown: string): { lang: string; code: string; line: number }[];
export function rewrite(
  code: string,
  header: string,
): { typed: string; runtime: string; expectedErrors: [number, string][]; printed: string[] };
export const runtimeHelpers: string;
