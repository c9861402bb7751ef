import { OutlinedSelect } from '../../../components/outlined-field';
import { type PackSummary, shortVersion, usePacks } from '../../packs';

/** A version a new session can teach: published and not retired. */
export interface PackChoice {
  version: string;
  /** Pack title, short version and the version's note, as the select lists it. */
  label: string;
}

const titleOf = (pack: PackSummary) => pack.title || 'Paket tanpa judul';

/**
 * The versions a new session can teach, the default pack's first (each pack's newest first), and
 * the one chosen unless the administrator picks another: the default pack's newest.
 */
export function packChoices(packs: PackSummary[]): {
  choices: PackChoice[];
  defaultVersion: string | null;
} {
  const ordered = [
    ...packs.filter((pack) => pack.is_default),
    ...packs.filter((p) => !p.is_default),
  ];
  const choices = ordered.flatMap((pack) =>
    pack.versions
      .filter((version) => !version.retired_at)
      .map((version) => ({
        version: version.version,
        label: [titleOf(pack), shortVersion(version.version), version.note]
          .filter(Boolean)
          .join(' · '),
      })),
  );
  const defaultPack = packs.find((pack) => pack.is_default);
  const defaultVersion =
    defaultPack?.versions.find((version) => !version.retired_at)?.version ??
    choices[0]?.version ??
    null;
  return { choices, defaultVersion };
}

/** A session's pack as the sessions list names it: its title and short version. */
export function packLabel(packs: PackSummary[] | undefined, version: string): string {
  const pack = packs?.find((candidate) =>
    candidate.versions.some((known) => known.version === version),
  );
  return pack ? `${titleOf(pack)} · ${shortVersion(version)}` : shortVersion(version);
}

/** The lesson packs, read for the sessions page (the same list as the packs page's). */
export function usePackChoices() {
  const packs = usePacks();
  return { packs: packs.data?.packs, ...packChoices(packs.data?.packs ?? []), query: packs };
}

/**
 * "Paket materi": which published version the new session teaches. Until the packs are read (or
 * when they cannot be), the server's default pack is meant and no version is sent.
 */
export function PackVersionSelect({
  value,
  onChange,
  choices,
  loading,
}: {
  value: string;
  onChange: (version: string) => void;
  choices: PackChoice[];
  loading: boolean;
}) {
  return (
    <OutlinedSelect
      label="Paket materi"
      size="medium"
      value={choices.length > 0 ? value : ''}
      onChange={onChange}
      sx={{ maxWidth: '100%' }}
    >
      {choices.length === 0 ? (
        <option value="">{loading ? 'Memuat paket…' : 'Paket bawaan server'}</option>
      ) : (
        choices.map((choice) => (
          <option key={choice.version} value={choice.version}>
            {choice.label}
          </option>
        ))
      )}
    </OutlinedSelect>
  );
}
