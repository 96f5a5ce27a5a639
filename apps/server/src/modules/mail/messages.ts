import type { TLanguage } from '@portal/contract';

type Text = { subject: string; heading: string; paragraphs: string[]; action: string; footnote: string };
type School = { school: string };
type Receipt = School & { name: string; amount: string; program: string; date: string };
type Grade = School & { name: string; item: string; program: string; marks: string; remarks: string };

/** The texts of every mail the portal sends, in the student's language. */
export const MAIL_TEXTS: Record<
  TLanguage,
  {
    verifyEmail: (v: School & { name: string }) => Text;
    resetPassword: (v: School & { name: string }) => Text;
    existingAccount: (v: School & { name: string }) => Text;
    paymentReceived: (v: Receipt) => Text;
    submissionGraded: (v: Grade) => Text;
    footer: (v: School) => string;
  }
> = {
  en: {
    verifyEmail: ({ school, name }) => ({
      subject: `Verify your email for ${school}`,
      heading: `Welcome, ${name}`,
      paragraphs: [
        `Please confirm that this is your email address to finish setting up your ${school} student account.`,
      ],
      action: 'Verify my email',
      footnote: 'This link expires in 24 hours. If you did not create an account, you can ignore this email.',
    }),
    resetPassword: ({ school, name }) => ({
      subject: `Change your ${school} password`,
      heading: `Hello ${name}`,
      paragraphs: ['We received a request to change the password of your student account.'],
      action: 'Choose a new password',
      footnote:
        'This link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
    }),
    existingAccount: ({ school, name }) => ({
      subject: `Someone tried to create a ${school} account with your email`,
      heading: `Hello ${name}`,
      paragraphs: [
        'Someone tried to create a new student account with this email address, but you already have one.',
        'If it was you, sign in with your existing account. If you forgot your password, you can choose a new one.',
      ],
      action: 'Sign in',
      footnote: 'If it was not you, no action is needed: nothing has changed on your account.',
    }),
    paymentReceived: ({ school, name, amount, program, date }) => ({
      subject: `Receipt: ${amount} for ${program}`,
      heading: `Thank you, ${name}`,
      paragraphs: [
        `${school} received your payment of ${amount} for ${program} on ${date}.`,
        'Your receipt is in My Purchases, where you can download it as a PDF.',
      ],
      action: 'See my purchases',
      footnote: 'Keep this email for your records.',
    }),
    submissionGraded: ({ school, name, item, program, marks, remarks }) => ({
      subject: `Graded: ${item}`,
      heading: `Hello ${name}`,
      paragraphs: [
        `${school} graded your submission for “${item}” in ${program}: ${marks}.`,
        ...(remarks ? [`Remarks: ${remarks}`] : []),
      ],
      action: 'See my submission',
      footnote: 'Your marks are also shown beside the item in your course room.',
    }),
    footer: ({ school }) => `You receive this email because you have a student account with ${school}.`,
  },
  'fr-CA': {
    verifyEmail: ({ school, name }) => ({
      subject: `Confirmez votre courriel pour ${school}`,
      heading: `Bienvenue, ${name}`,
      paragraphs: [
        `Veuillez confirmer que cette adresse est bien la vôtre pour terminer la création de votre compte étudiant chez ${school}.`,
      ],
      action: 'Confirmer mon courriel',
      footnote:
        "Ce lien expire dans 24 heures. Si vous n'avez pas créé de compte, vous pouvez ignorer ce courriel.",
    }),
    resetPassword: ({ school, name }) => ({
      subject: `Changez votre mot de passe ${school}`,
      heading: `Bonjour ${name}`,
      paragraphs: ['Nous avons reçu une demande de changement du mot de passe de votre compte étudiant.'],
      action: 'Choisir un nouveau mot de passe',
      footnote:
        "Ce lien ne fonctionne qu'une fois et expire dans 1 heure. Si vous n'avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.",
    }),
    existingAccount: ({ school, name }) => ({
      subject: `Quelqu'un a tenté de créer un compte ${school} avec votre courriel`,
      heading: `Bonjour ${name}`,
      paragraphs: [
        "Quelqu'un a tenté de créer un nouveau compte étudiant avec cette adresse, mais vous en avez déjà un.",
        "Si c'était vous, connectez-vous avec votre compte existant. Si vous avez oublié votre mot de passe, vous pouvez en choisir un nouveau.",
      ],
      action: 'Me connecter',
      footnote: "Si ce n'était pas vous, vous n'avez rien à faire : votre compte n'a pas changé.",
    }),
    paymentReceived: ({ school, name, amount, program, date }) => ({
      subject: `Reçu : ${amount} pour ${program}`,
      heading: `Merci, ${name}`,
      paragraphs: [
        `${school} a reçu votre paiement de ${amount} pour ${program} le ${date}.`,
        'Votre reçu se trouve dans Mes achats, où vous pouvez le télécharger en PDF.',
      ],
      action: 'Voir mes achats',
      footnote: 'Conservez ce courriel pour vos dossiers.',
    }),
    submissionGraded: ({ school, name, item, program, marks, remarks }) => ({
      subject: `Travail noté : ${item}`,
      heading: `Bonjour ${name}`,
      paragraphs: [
        `${school} a noté votre remise pour « ${item} » dans ${program} : ${marks}.`,
        ...(remarks ? [`Commentaires : ${remarks}`] : []),
      ],
      action: 'Voir ma remise',
      footnote: 'Votre note figure aussi à côté de l’élément dans votre salle de cours.',
    }),
    footer: ({ school }) => `Vous recevez ce courriel parce que vous avez un compte étudiant chez ${school}.`,
  },
};
