import { Edit, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { SaveToolbar } from '../../components/save-toolbar';
import { LiveSessionInputs } from './live-session-inputs';

/** A session that has not started: its texts, link or time; students are told of a new time. */
export function LiveSessionEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (session: { id: number }) => {
          notify('console.live.saved', { type: 'success' });
          redirect('show', 'live-sessions', session.id);
        },
      }}
    >
      <SimpleForm toolbar={<SaveToolbar />}>
        <LiveSessionInputs />
      </SimpleForm>
    </Edit>
  );
}
