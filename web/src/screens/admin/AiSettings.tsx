import { AdminPage } from '../../admin/AdminPage';
import { AI_GAMES_SETTING, AI_NAMES_SETTING } from '../../../../contract/routes';
import { AiGamesForm, AiNamesForm } from '../../admin/AiForms';
import { useLoad } from '../../net/useLoad';

/** /seta: the number of usable AI names, the names (searchable, editable), and the AI-vs-AI game count. */
export default function AiSettings() {
  const names = useLoad(AI_NAMES_SETTING);
  const games = useLoad(AI_GAMES_SETTING);
  return (
    <AdminPage
      title="AI Settings"
      loading={names.data === undefined || games.data === undefined}
      error={names.error ?? games.error}
      onRetry={() => {
        names.reload();
        games.reload();
      }}
    >
      {names.data && <AiNamesForm initial={names.data} />}
      {games.data && <AiGamesForm initial={games.data.qty} />}
    </AdminPage>
  );
}
