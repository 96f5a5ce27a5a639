import type {
  ABORIGINAL_STATUSES,
  EMERGENCY_RELATIONS,
  GENDERS,
  LEGAL_STATUSES,
  PRONOUNS,
  TLanguage,
  TVerificationState,
  TVerifiedField,
} from '@portal/contract';

type Choices<T extends readonly string[]> = Record<T[number], string>;

/** The profile PDF's words in each language: a label for every field and every stored choice. */
export type ProfilePdfTexts = {
  title: string;
  /** Between a label and what follows it: French sets a space before the colon. */
  colon: string;
  headline: (p: { filled: number; verified: number; date: string }) => string;
  photo: (name: string) => string;
  yes: string;
  no: string;
  sections: Record<
    'identity' | 'personal' | 'address' | 'emergency' | 'consents' | 'verification' | 'documents',
    string
  >;
  fields: Record<
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'nickName'
    | 'formerSurname'
    | 'studentNo'
    | 'email'
    | 'pronoun'
    | 'gender'
    | 'dateOfBirth'
    | 'sin'
    | 'legalStatus'
    | 'aboriginalStatus'
    | 'internationalStudent'
    | 'address'
    | 'city'
    | 'province'
    | 'postalCode'
    | 'country'
    | 'phone'
    | 'emergencyName'
    | 'emergencyRelation'
    | 'terms'
    | 'handbook'
    | 'media'
    | 'isReferred'
    | 'referredBy'
    | 'admissionCounsellor',
    string
  >;
  verifiedFields: Record<TVerifiedField, string>;
  pronoun: Choices<typeof PRONOUNS>;
  gender: Choices<typeof GENDERS>;
  relation: Choices<typeof EMERGENCY_RELATIONS>;
  legalStatus: Choices<typeof LEGAL_STATUSES>;
  aboriginalStatus: Choices<typeof ABORIGINAL_STATUSES>;
  provinces: Record<string, string>;
  state: Record<TVerificationState, string>;
  documentStatus: Record<
    'pending_upload' | 'pendingSign' | 'pending_to_submit' | 'awaiting_review' | 'approved' | 'rejected',
    string
  >;
};

export const PROFILE_PDF_TEXTS: Record<TLanguage, ProfilePdfTexts> = {
  en: {
    title: 'Student profile',
    colon: ': ',
    headline: (p) =>
      `Student profile · ${p.filled}% filled · ${p.verified}% verified by the school · generated ${p.date}`,
    photo: (name) => `Photo of ${name}`,
    yes: 'Yes',
    no: 'No',
    sections: {
      identity: 'Identity',
      personal: 'Personal',
      address: 'Address and contact',
      emergency: 'Emergency contact',
      consents: 'Consents and referral',
      verification: 'Verification',
      documents: 'Documents',
    },
    fields: {
      firstName: 'First name',
      middleName: 'Middle name',
      lastName: 'Last name',
      nickName: 'Nickname',
      formerSurname: 'Former surname',
      studentNo: 'Student number',
      email: 'Email',
      pronoun: 'Pronoun',
      gender: 'Gender',
      dateOfBirth: 'Date of birth',
      sin: 'Social Insurance Number (SIN)',
      legalStatus: 'Legal status in Canada',
      aboriginalStatus: 'Aboriginal status',
      internationalStudent: 'International student',
      address: 'Mailing address',
      city: 'City',
      province: 'Province',
      postalCode: 'Postal code',
      country: 'Country',
      phone: 'Phone',
      emergencyName: 'Full name',
      emergencyRelation: 'Relation',
      terms: 'Terms and conditions',
      handbook: 'Student handbook',
      media: 'Media release',
      isReferred: 'Referred',
      referredBy: 'Referred by',
      admissionCounsellor: 'Admission counsellor',
    },
    verifiedFields: {
      first_name: 'First name',
      last_name: 'Last name',
      date_of_birth: 'Date of birth',
      sin_number: 'Social Insurance Number',
      profile_photo: 'Profile photo',
      address: 'Mailing address',
      phone: 'Phone',
      legal_status: 'Legal status',
      emergency_contact_full_name: 'Emergency contact name',
      emergency_contact_phone: 'Emergency contact phone',
    },
    pronoun: { he: 'He/him', she: 'She/her', they: 'They/them' },
    gender: {
      male: 'Male',
      female: 'Female',
      non_binary: 'Non-binary',
      prefer_not_to_say: 'Prefer not to say',
    },
    relation: {
      father: 'Father',
      mother: 'Mother',
      friend: 'Friend',
      spouse: 'Spouse',
      relative: 'Relative',
      other: 'Other',
    },
    legalStatus: {
      citizen: 'Canadian citizen',
      permanent_resident: 'Permanent resident',
      study_permit: 'Study permit',
      work_permit: 'Work permit',
      refugee_claimant: 'Refugee claimant',
      protected_person: 'Protected person',
      others: 'Other',
    },
    aboriginalStatus: {
      first_nations: 'First Nations',
      metis: 'Métis',
      inuit: 'Inuit',
      not_applicable: 'Not applicable',
      prefer_not_to_say: 'Prefer not to say',
    },
    provinces: {
      AB: 'Alberta',
      BC: 'British Columbia',
      MB: 'Manitoba',
      NB: 'New Brunswick',
      NL: 'Newfoundland and Labrador',
      NS: 'Nova Scotia',
      NT: 'Northwest Territories',
      NU: 'Nunavut',
      ON: 'Ontario',
      PE: 'Prince Edward Island',
      QC: 'Quebec',
      SK: 'Saskatchewan',
      YT: 'Yukon',
    },
    state: { verified: 'Verified', pending: 'Pending for verification', rejected: 'Rejected' },
    documentStatus: {
      pending_upload: 'Pending upload',
      pendingSign: 'Pending sign',
      pending_to_submit: 'Uploaded, not yet saved',
      awaiting_review: 'Awaiting review',
      approved: 'Approved',
      rejected: 'Rejected',
    },
  },
  'fr-CA': {
    title: 'Profil étudiant',
    colon: '\u00a0: ',
    headline: (p) =>
      `Profil étudiant · rempli à ${p.filled} % · vérifié par l’établissement à ${p.verified} % · généré le ${p.date}`,
    photo: (name) => `Photo de ${name}`,
    yes: 'Oui',
    no: 'Non',
    sections: {
      identity: 'Identité',
      personal: 'Renseignements personnels',
      address: 'Adresse et coordonnées',
      emergency: 'Personne à joindre en cas d’urgence',
      consents: 'Consentements et recommandation',
      verification: 'Vérification',
      documents: 'Documents',
    },
    fields: {
      firstName: 'Prénom',
      middleName: 'Second prénom',
      lastName: 'Nom de famille',
      nickName: 'Surnom',
      formerSurname: 'Ancien nom de famille',
      studentNo: 'Numéro d’étudiant',
      email: 'Courriel',
      pronoun: 'Pronom',
      gender: 'Genre',
      dateOfBirth: 'Date de naissance',
      sin: 'Numéro d’assurance sociale (NAS)',
      legalStatus: 'Statut juridique au Canada',
      aboriginalStatus: 'Statut d’Autochtone',
      internationalStudent: 'Étudiant étranger',
      address: 'Adresse postale',
      city: 'Ville',
      province: 'Province',
      postalCode: 'Code postal',
      country: 'Pays',
      phone: 'Téléphone',
      emergencyName: 'Nom complet',
      emergencyRelation: 'Lien',
      terms: 'Conditions d’utilisation',
      handbook: 'Guide de l’étudiant',
      media: 'Autorisation de diffusion',
      isReferred: 'Recommandé',
      referredBy: 'Recommandé par',
      admissionCounsellor: 'Conseiller en admission',
    },
    verifiedFields: {
      first_name: 'Prénom',
      last_name: 'Nom de famille',
      date_of_birth: 'Date de naissance',
      sin_number: 'Numéro d’assurance sociale',
      profile_photo: 'Photo de profil',
      address: 'Adresse postale',
      phone: 'Téléphone',
      legal_status: 'Statut juridique',
      emergency_contact_full_name: 'Nom de la personne à joindre',
      emergency_contact_phone: 'Téléphone de la personne à joindre',
    },
    pronoun: { he: 'Il/lui', she: 'Elle', they: 'Iel' },
    gender: {
      male: 'Homme',
      female: 'Femme',
      non_binary: 'Non binaire',
      prefer_not_to_say: 'Je préfère ne pas répondre',
    },
    relation: {
      father: 'Père',
      mother: 'Mère',
      friend: 'Ami ou amie',
      spouse: 'Conjoint ou conjointe',
      relative: 'Membre de la famille',
      other: 'Autre',
    },
    legalStatus: {
      citizen: 'Citoyen canadien',
      permanent_resident: 'Résident permanent',
      study_permit: 'Permis d’études',
      work_permit: 'Permis de travail',
      refugee_claimant: 'Demandeur d’asile',
      protected_person: 'Personne protégée',
      others: 'Autre',
    },
    aboriginalStatus: {
      first_nations: 'Premières Nations',
      metis: 'Métis',
      inuit: 'Inuit',
      not_applicable: 'Sans objet',
      prefer_not_to_say: 'Je préfère ne pas répondre',
    },
    provinces: {
      AB: 'Alberta',
      BC: 'Colombie-Britannique',
      MB: 'Manitoba',
      NB: 'Nouveau-Brunswick',
      NL: 'Terre-Neuve-et-Labrador',
      NS: 'Nouvelle-Écosse',
      NT: 'Territoires du Nord-Ouest',
      NU: 'Nunavut',
      ON: 'Ontario',
      PE: 'Île-du-Prince-Édouard',
      QC: 'Québec',
      SK: 'Saskatchewan',
      YT: 'Yukon',
    },
    state: { verified: 'Vérifié', pending: 'En attente de vérification', rejected: 'Refusé' },
    documentStatus: {
      pending_upload: 'À téléverser',
      pendingSign: 'À signer',
      pending_to_submit: 'Téléversé, non enregistré',
      awaiting_review: 'En attente de vérification',
      approved: 'Approuvé',
      rejected: 'Refusé',
    },
  },
};
