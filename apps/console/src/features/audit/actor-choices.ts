import { AUDIT_ACTOR_ROLES } from '@portal/contract';

export const ACTOR_CHOICES = AUDIT_ACTOR_ROLES.map((role) => ({ id: role, name: `console.roles.${role}` }));
