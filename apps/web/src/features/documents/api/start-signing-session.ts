import { startSigningSession } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** DocuSign: the signing page to send the student to; they come back to /document?signing=… */
export function fetchSigningSession(id: number): Promise<{ url: string }> {
  return call(startSigningSession, { params: { id } });
}

export function useStartSigningSession() {
  return useMutation({
    mutationFn: fetchSigningSession,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
