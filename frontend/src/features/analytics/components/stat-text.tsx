import type { ReactNode } from 'react';

/**
 * Statistical symbols as a journal sets them: italic letters (p, t, r, z, n, V, W, M, SD, df, …)
 * and real subscripts (d_z as d with a subscript z). The texts of the analysis, and the server's
 * sentence, write them plainly ("d_z = 2,34", "t(13) = 8,75", "p < 0,001"); this sets them.
 *
 * A symbol is a lone letter (or SD, df, I²) followed by a relation (=, <, >, ≤, ≥), a slash,
 * "(", "⟩", "pretest", "posttest" or "tabel", or ending the text (a table's header "p", "Gain topik g");
 * or a letter with an underscore and its subscript: d_z, d_av, r_pb, s_d.
 */
const SYMBOL =
  /(?<![\p{L}\p{N}_])(?:([A-Za-z])_([A-Za-z]+)(?![\p{L}\p{N}])|(SD|df|I²|[cdDgkMnpQrtVWz])(?=\s?[=<>≤≥/]|\s?\(|⟩|\s(?:pretest|posttest|tabel)\b|$))/gu;

/** The text as it reads once set: "d_z" reads "dz" (a subscript reads as its letters). */
export const statTextContent = (text: string) =>
  text.replace(SYMBOL, (match, letter?: string, subscript?: string) =>
    letter ? `${letter}${subscript}` : match,
  );

/** One symbol: an italic letter, with its subscript when it has one. */
export function Sym({ symbol, sub }: { symbol: string; sub?: string }) {
  return (
    <>
      <i>{symbol}</i>
      {sub && <sub>{sub}</sub>}
    </>
  );
}

/** `text` with its statistical symbols set in italics and subscripts. */
export function StatText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SYMBOL)) {
    const [whole, letter, subscript, single] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      letter ? (
        <Sym key={match.index} symbol={letter} sub={subscript} />
      ) : (
        <i key={match.index}>{single}</i>
      ),
    );
    last = match.index + whole.length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
