import { type TStaffLiveSession, cancelStaffLiveSession } from '@portal/contract';
import Button from '@mui/material/Button';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { call } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';
import { useDecision } from '../../lib/use-decision';

/** Cancels a session that is not over, after asking: its students are notified. */
export function CancelButton() {
  const session = useRecordContext<TStaffLiveSession>();
  const allows = useAllows();
  const translate = useTranslate();
  const { open, setOpen, pending, decide } = useDecision('console.live.cancelled');
  if (!session || !['scheduled', 'ongoing'].includes(session.status)) return null;
  if (!allows({ resource: 'live', action: 'update' })) return null;
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        {translate('console.live.cancel')}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="console.live.cancelTitle"
        titleTranslateOptions={{ title: session.title }}
        content="console.live.cancelHelp"
        confirm="console.live.cancel"
        confirmColor="warning"
        cancel="console.live.keep"
        onConfirm={() =>
          decide(() => call(cancelStaffLiveSession, { params: { id: session.id } })).catch(() => {})
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
