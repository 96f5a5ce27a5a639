import { liveSessionCalendar } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export function fetchLiveSessionCalendar(id: number): Promise<Blob> {
  return download(liveSessionCalendar, { params: { id } });
}

/** Saves the session as `live-session-{id}.ics`, which calendars open. */
export function useDownloadLiveCalendar() {
  return useMutation({
    mutationFn: (id: number) => fetchLiveSessionCalendar(id),
    onSuccess: (ics, id) => saveFile(ics, `live-session-${id}.ics`),
  });
}
