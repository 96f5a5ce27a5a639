import { zodResolver } from '@hookform/resolvers/zod';
import { ZAskTutorBody } from '@portal/contract';

// loaded at the question's first validation (see lazyResolver): the tutor opens without zod
export const askTutorResolver = () => zodResolver(ZAskTutorBody);
