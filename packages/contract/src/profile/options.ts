import { z } from 'zod';
import { ABORIGINAL_STATUSES, EMERGENCY_RELATIONS, GENDERS, LEGAL_STATUSES, PRONOUNS } from './option-values';

export const ZPronoun = z.enum(PRONOUNS);
export const ZGender = z.enum(GENDERS);
export const ZEmergencyRelation = z.enum(EMERGENCY_RELATIONS);
export const ZLegalStatus = z.enum(LEGAL_STATUSES);
export const ZAboriginalStatus = z.enum(ABORIGINAL_STATUSES);
