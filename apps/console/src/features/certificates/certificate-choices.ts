import { ISSUED_CERTIFICATE_STATES } from '@portal/contract';

/** Whether a certificate stands, named by the console's catalogue. */
export const STATE_CHOICES = ISSUED_CERTIFICATE_STATES.map((state) => ({
  id: state,
  name: `console.certificates.states.${state}`,
}));
