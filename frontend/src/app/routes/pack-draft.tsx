import { useParams } from 'wouter';
import { PackDraftPage } from '../../features/packs';

/** `/history/packs/:id`: a pack's draft in the editor, for the admin key. */
export default function PackDraftRoute() {
  const { id = '' } = useParams();
  // Keyed by pack: another pack's draft starts from its own copy.
  return <PackDraftPage key={id} id={id} />;
}
