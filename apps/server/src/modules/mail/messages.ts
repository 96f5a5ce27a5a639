import { SIGN_IN_LOCK, STAFF_INVITATION_DAYS, type StaffRole, type TLanguage } from '@portal/contract';
import type { OfficeLines } from './office-lines';
import type { MailDetail } from './render-mail';

type Text = { subject: string; heading: string; paragraphs: string[]; action: string; footnote: string };
type School = { school: string };
/** An account mail's reader; `program` names the program of an invitation (an account made at enrolment). */
type Account = School & { name: string; program?: string | undefined };
/** A staff member's invitation: the role they are invited to, as the reader's language names it. */
type StaffInvitation = School & { name: string; role: string };
type Receipt = School & { name: string; amount: string; program: string; date: string };
/** A request to pay at the school: what to pay, the code, and where and when (null: ask the school). */
type SchoolSlip = School & {
  name: string;
  amount: string;
  program: string;
  code: string;
  dueDate: string | null;
  office: OfficeLines | null;
};
type Grade = School & { name: string; item: string; program: string; marks: string; remarks: string };
type Notice = School & { heading: string; message: string };
type SupportCopy = School & {
  id: number;
  student: string;
  email: string;
  source: 'help' | 'report' | 'contact' | 'access';
  subject: string;
  message: string;
};

/** A staff role as an invitation names it. */
export const STAFF_ROLE_NAMES: Record<TLanguage, Record<StaffRole, string>> = {
  en: {
    admin: 'Administrator',
    registrar: 'Registrar',
    finance: 'Finance',
    instructor: 'Instructor',
    support: 'Support',
  },
  'fr-CA': {
    admin: 'Administration',
    registrar: 'Registrariat',
    finance: 'Finances',
    instructor: 'Formation',
    support: 'Soutien',
  },
};

/** The texts of every mail the portal sends, in the student's language. */
export const MAIL_TEXTS: Record<
  TLanguage,
  {
    verifyEmail: (v: Account) => Text;
    resetPassword: (v: Account) => Text;
    existingAccount: (v: Account) => Text;
    /** Someone failed to sign in too often: the account is locked for a while. */
    accountLocked: (v: Account) => Text;
    staffInvitation: (v: StaffInvitation) => Text;
    paymentReceived: (v: Receipt) => Text;
    paymentRefunded: (v: Receipt) => Text;
    /** A refund staff made; `ended`: the program closed with it. */
    refundIssued: (v: Receipt & { ended: boolean }) => Text;
    schoolPaymentRequested: (v: SchoolSlip) => Text & { details: MailDetail[] };
    submissionGraded: (v: Grade) => Text;
    notification: (v: Notice) => Text;
    /** The school's copy of a student's support request; sent to the school, so it has its own footer. */
    supportRequest: (v: SupportCopy) => Text & { footer: string };
    footer: (v: School) => string;
  }
> = {
  en: {
    verifyEmail: ({ school, name, program }) => ({
      subject: program ? `You are enrolled in ${program} at ${school}` : `Verify your email for ${school}`,
      heading: `Welcome, ${name}`,
      paragraphs: program
        ? [
            `${school} has enrolled you in ${program} and made you a student account.`,
            'Confirm that this is your email address to open your account, then choose your own password from your profile.',
          ]
        : [
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
    accountLocked: ({ school, name }) => ({
      subject: `Your ${school} account is locked for ${SIGN_IN_LOCK.lockMinutes} minutes`,
      heading: `Hello ${name}`,
      paragraphs: [
        `Someone tried to sign in to your student account with a wrong password ${SIGN_IN_LOCK.failures} times, so it is locked for the next ${SIGN_IN_LOCK.lockMinutes} minutes.`,
        `If it was you, wait ${SIGN_IN_LOCK.lockMinutes} minutes and sign in again, or choose a new password now.`,
      ],
      action: 'Choose a new password',
      footnote:
        'If it was not you, nobody signed in with these attempts. If your password is easy to guess or you use it on other sites, choose a new one.',
    }),
    staffInvitation: ({ school, name, role }) => ({
      subject: `You are invited to the ${school} staff console`,
      heading: `Hello ${name}`,
      paragraphs: [
        `${school} has made you a staff account with the role ${role}.`,
        'Choose your password, then set up an authenticator app: staff accounts sign in with a code from it as well.',
      ],
      action: 'Choose my password',
      footnote: `This link works once and expires in ${STAFF_INVITATION_DAYS} days. If you did not expect it, ignore this email.`,
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
    paymentRefunded: ({ school, name, amount, program, date }) => ({
      subject: `Refund: ${amount} for ${program}`,
      heading: `Hello ${name}`,
      paragraphs: [
        `${program} was already paid when your other payment of ${amount} went through, so ${school} refunded it on ${date}.`,
        'The money returns to the card or account you paid with, usually within 5 to 10 business days.',
      ],
      action: 'See my purchases',
      footnote: 'You have nothing to do: your program stays paid.',
    }),
    refundIssued: ({ school, name, amount, program, date, ended }) => ({
      subject: `Refund: ${amount} for ${program}`,
      heading: `Hello ${name}`,
      paragraphs: [
        `${school} refunded your payment of ${amount} for ${program} on ${date}.`,
        'Money paid by card or Interac returns to the card or account you paid with, usually within 5 to 10 business days; money paid at the school was handed back there.',
        ended
          ? `Your access to ${program} has ended. Your grades and certificates so far stay in your account.`
          : `You keep your access to ${program} and owe nothing more for this payment.`,
      ],
      action: 'See my purchases',
      footnote: 'Keep this email for your records.',
    }),
    schoolPaymentRequested: ({ school, name, amount, program, code, dueDate, office }) => ({
      subject: `Pay ${amount} at ${school}: reference ${code}`,
      heading: `Hello ${name}`,
      paragraphs: [
        `Your request to pay for ${program} at the school is recorded. Bring the amount due and give this reference code at the desk; your access opens as soon as the school records your payment, and your receipt is emailed.`,
        ...(office ? [] : ['Contact the school to learn where and when to pay.']),
      ],
      details: [
        { label: 'Reference code', lines: [code] },
        { label: 'Amount due', lines: [amount] },
        ...(dueDate ? [{ label: 'Pay by', lines: [dueDate] }] : []),
        ...(office
          ? [
              { label: 'Where', lines: office.place },
              { label: 'Office hours', lines: office.hours },
              {
                label: 'What to bring',
                lines: [
                  `One of: ${office.accepted.join(', ')}`,
                  'Photo ID and this reference code',
                  ...(office.note ? [office.note] : []),
                ],
              },
            ]
          : []),
      ],
      action: 'See my payment slip',
      footnote:
        'Print this email or keep it on your phone: the code is all the desk needs to find your request.',
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
    notification: ({ school, heading, message }) => ({
      subject: heading,
      heading,
      paragraphs: [message],
      action: `Open ${school}`,
      footnote:
        'You receive this notification by email because your email preferences include its kind. To change them, open the notifications bell in the portal and choose Email preferences.',
    }),
    supportRequest: ({ school, id, student, email, source, subject, message }) => ({
      subject: `Support request from ${student}: ${subject}`,
      heading: subject,
      paragraphs: [
        `${student} (${email}) wrote through ${
          {
            help: 'the Help form',
            report: 'Report an Issue',
            contact: 'Contact us on the Interac payment screen',
            access: 'Contact Support on the program access screen',
          }[source]
        }:`,
        ...message.split(/\n+/),
        `Answer it with: portal support answer ${id} "your answer". The student is notified and sees it under My support requests.`,
      ],
      action: `Open ${school}`,
      footnote: `Request ${id}. Replying to this email does not reach the student.`,
      footer: `You receive this email because it is the contact address of ${school} in the student portal.`,
    }),
    footer: ({ school }) => `You receive this email because you have a student account with ${school}.`,
  },
  'fr-CA': {
    verifyEmail: ({ school, name, program }) => ({
      subject: program
        ? `Votre inscription à ${program} chez ${school}`
        : `Confirmez votre courriel pour ${school}`,
      heading: `Bienvenue, ${name}`,
      paragraphs: program
        ? [
            `${school} a fait votre inscription à ${program} et vous a créé un compte étudiant.`,
            'Confirmez que cette adresse est bien la vôtre pour ouvrir votre compte, puis choisissez votre propre mot de passe depuis votre profil.',
          ]
        : [
            `Veuillez confirmer que cette adresse est bien la vôtre pour terminer la création de votre compte étudiant chez ${school}.`,
          ],
      action: 'Confirmer mon courriel',
      footnote:
        'Ce lien expire dans 24 heures. Si vous n’avez pas créé de compte, vous pouvez ignorer ce courriel.',
    }),
    resetPassword: ({ school, name }) => ({
      subject: `Changez votre mot de passe ${school}`,
      heading: `Bonjour ${name},`,
      paragraphs: ['Nous avons reçu une demande de changement du mot de passe de votre compte étudiant.'],
      action: 'Choisir un nouveau mot de passe',
      footnote:
        'Ce lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’avez rien demandé, ignorez ce courriel\u00a0: votre mot de passe reste le même.',
    }),
    existingAccount: ({ school, name }) => ({
      subject: `Quelqu’un a tenté de créer un compte ${school} avec votre courriel`,
      heading: `Bonjour ${name},`,
      paragraphs: [
        'Quelqu’un a tenté de créer un nouveau compte étudiant avec cette adresse, mais vous en avez déjà un.',
        'Si c’était vous, connectez-vous avec votre compte existant. Si vous avez oublié votre mot de passe, vous pouvez en choisir un nouveau.',
      ],
      action: 'Me connecter',
      footnote: 'Si ce n’était pas vous, vous n’avez rien à faire\u00a0: votre compte n’a pas changé.',
    }),
    accountLocked: ({ school, name }) => ({
      subject: `Votre compte ${school} est verrouillé pendant ${SIGN_IN_LOCK.lockMinutes} minutes`,
      heading: `Bonjour ${name},`,
      paragraphs: [
        `Quelqu’un a tenté ${SIGN_IN_LOCK.failures} fois de se connecter à votre compte étudiant avec un mauvais mot de passe\u00a0: il est donc verrouillé pendant les ${SIGN_IN_LOCK.lockMinutes} prochaines minutes.`,
        `Si c’était vous, attendez ${SIGN_IN_LOCK.lockMinutes} minutes avant de vous reconnecter, ou choisissez dès maintenant un nouveau mot de passe.`,
      ],
      action: 'Choisir un nouveau mot de passe',
      footnote:
        'Si ce n’était pas vous, personne ne s’est connecté avec ces tentatives. Si votre mot de passe est facile à deviner ou que vous l’utilisez sur d’autres sites, choisissez-en un nouveau.',
    }),
    staffInvitation: ({ school, name, role }) => ({
      subject: `Vous êtes invité à la console du personnel de ${school}`,
      heading: `Bonjour ${name},`,
      paragraphs: [
        `${school} vous a créé un compte du personnel avec le rôle ${role}.`,
        'Choisissez votre mot de passe, puis configurez une application d’authentification\u00a0: les comptes du personnel se connectent aussi avec un code qu’elle donne.',
      ],
      action: 'Choisir mon mot de passe',
      footnote: `Ce lien ne fonctionne qu’une fois et expire dans ${STAFF_INVITATION_DAYS}\u00a0jours. Si vous ne l’attendiez pas, ignorez ce courriel.`,
    }),
    paymentReceived: ({ school, name, amount, program, date }) => ({
      subject: `Reçu\u00a0: ${amount} pour ${program}`,
      heading: `Merci, ${name}`,
      paragraphs: [
        `${school} a reçu votre paiement de ${amount} pour ${program} le ${date}.`,
        'Votre reçu se trouve dans Mes achats, où vous pouvez le télécharger en PDF.',
      ],
      action: 'Voir mes achats',
      footnote: 'Conservez ce courriel pour vos dossiers.',
    }),
    paymentRefunded: ({ school, name, amount, program, date }) => ({
      subject: `Remboursement\u00a0: ${amount} pour ${program}`,
      heading: `Bonjour ${name},`,
      paragraphs: [
        `${program} était déjà payé lorsque votre autre paiement de ${amount} a été effectué\u00a0: ${school} l’a remboursé le ${date}.`,
        'L’argent revient sur la carte ou le compte utilisé, habituellement dans un délai de 5 à 10 jours ouvrables.',
      ],
      action: 'Voir mes achats',
      footnote: 'Vous n’avez rien à faire\u00a0: votre programme reste payé.',
    }),
    refundIssued: ({ school, name, amount, program, date, ended }) => ({
      subject: `Remboursement\u00a0: ${amount} pour ${program}`,
      heading: `Bonjour ${name},`,
      paragraphs: [
        `${school} a remboursé votre paiement de ${amount} pour ${program} le ${date}.`,
        'L’argent payé par carte ou par Interac revient sur la carte ou le compte utilisé, habituellement dans un délai de 5 à 10 jours ouvrables\u00a0; l’argent payé à l’école vous y a été remis.',
        ended
          ? `Votre accès à ${program} a pris fin. Vos notes et certificats obtenus jusqu’ici restent dans votre compte.`
          : `Vous gardez votre accès à ${program} et ne devez rien de plus pour ce paiement.`,
      ],
      action: 'Voir mes achats',
      footnote: 'Conservez ce courriel pour vos dossiers.',
    }),
    schoolPaymentRequested: ({ school, name, amount, program, code, dueDate, office }) => ({
      subject: `Payez ${amount} à ${school}\u00a0: référence ${code}`,
      heading: `Bonjour ${name},`,
      paragraphs: [
        `Votre demande de paiement à l’école pour ${program} est enregistrée. Apportez le montant dû et donnez ce code de référence au comptoir\u202f; votre accès s’ouvre dès que l’école enregistre votre paiement, et votre reçu vous est envoyé par courriel.`,
        ...(office ? [] : ['Communiquez avec l’école pour savoir où et quand payer.']),
      ],
      details: [
        { label: 'Code de référence', lines: [code] },
        { label: 'Montant dû', lines: [amount] },
        ...(dueDate ? [{ label: 'À payer au plus tard le', lines: [dueDate] }] : []),
        ...(office
          ? [
              { label: 'Où', lines: office.place },
              { label: 'Heures d’ouverture', lines: office.hours },
              {
                label: 'À apporter',
                lines: [
                  `Un de ces modes de paiement\u00a0: ${office.accepted.join(', ')}`,
                  'Une pièce d’identité avec photo et ce code de référence',
                  ...(office.note ? [office.note] : []),
                ],
              },
            ]
          : []),
      ],
      action: 'Voir ma fiche de paiement',
      footnote:
        'Imprimez ce courriel ou gardez-le sur votre téléphone\u00a0: le code suffit au comptoir pour trouver votre demande.',
    }),
    submissionGraded: ({ school, name, item, program, marks, remarks }) => ({
      subject: `Travail noté\u00a0: ${item}`,
      heading: `Bonjour ${name},`,
      paragraphs: [
        `${school} a noté votre remise pour «\u00a0${item}\u00a0» dans ${program}\u00a0: ${marks}.`,
        ...(remarks ? [`Commentaires\u00a0: ${remarks}`] : []),
      ],
      action: 'Voir ma remise',
      footnote: 'Votre note figure aussi à côté de l’élément dans votre salle de cours.',
    }),
    notification: ({ school, heading, message }) => ({
      subject: heading,
      heading,
      paragraphs: [message],
      action: `Ouvrir ${school}`,
      footnote:
        'Vous recevez cette notification par courriel parce que vos préférences de courriel incluent ce type. Pour les changer, ouvrez la cloche des notifications dans le portail et choisissez Préférences de courriel.',
    }),
    supportRequest: ({ school, id, student, email, source, subject, message }) => ({
      subject: `Demande de soutien de ${student}\u00a0: ${subject}`,
      heading: subject,
      paragraphs: [
        `${student} (${email}) a écrit au moyen ${
          {
            help: 'du formulaire d’aide',
            report: 'de Signaler un problème',
            contact: 'de Nous joindre, à l’écran de paiement Interac',
            access: 'de Contacter le soutien, à l’écran d’accès au programme',
          }[source]
        }\u00a0:`,
        ...message.split(/\n+/),
        `Répondez avec\u00a0: portal support answer ${id} "votre réponse". La personne étudiante en est avisée et voit la réponse sous Mes demandes de soutien.`,
      ],
      action: `Ouvrir ${school}`,
      footnote: `Demande ${id}. Répondre à ce courriel ne joint pas la personne étudiante.`,
      footer: `Vous recevez ce courriel parce que c’est l’adresse de contact de ${school} dans le portail étudiant.`,
    }),
    footer: ({ school }) => `Vous recevez ce courriel parce que vous avez un compte étudiant chez ${school}.`,
  },
};
