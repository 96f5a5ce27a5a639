import type { ConsoleTexts } from './en';

/** Les textes de la console en français du Canada. */
export const frCA: ConsoleTexts = {
  console: {
    title: 'Console du personnel',
    home: {
      title: 'Bienvenue, %{name}',
      role: 'Vous êtes connecté avec le rôle %{role}.',
      queuesTitle: 'En attente',
      queues: { documents: 'Documents à vérifier' },
      waiting: '%{smart_count} en attente |||| %{smart_count} en attente',
    },
    roles: {
      admin: 'Administration',
      registrar: 'Registrariat',
      finance: 'Finances',
      instructor: 'Formation',
      support: 'Soutien',
      student: 'Étudiant',
      operator: 'Opérateur (ligne de commande)',
    },
    language: 'English',
    signIn: {
      code: 'Code de votre application d’authentification',
      codeHelp:
        'Ouvrez votre application d’authentification et tapez le code à 6 chiffres qu’elle affiche pour ce portail.',
      verify: 'Vérifier',
      wrongCode: 'Ce code n’est pas le bon. Tapez le code que votre application affiche maintenant.',
    },
    setPassword: {
      title: 'Choisissez votre mot de passe',
      intro:
        'Choisissez le mot de passe de votre compte du personnel. Vous configurerez ensuite une application d’authentification.',
      password: 'Nouveau mot de passe',
      confirm: 'Confirmez le mot de passe',
      mismatch: 'Les deux mots de passe ne sont pas identiques.',
      save: 'Enregistrer mon mot de passe',
      done: 'Votre mot de passe est enregistré. Connectez-vous avec lui.',
      invalidLink:
        'Ce lien a expiré ou a déjà servi. Demandez à une personne de l’administration de vous inviter de nouveau.',
    },
    twoFactor: {
      title: 'Configurez votre application d’authentification',
      intro:
        'Les comptes du personnel se connectent avec un mot de passe et un code donné par une application d’authentification (comme Google Authenticator, Microsoft Authenticator ou 1Password).',
      password: 'Votre mot de passe',
      start: 'Continuer',
      scan: 'Balayez ce code avec votre application, ou tapez-y la clé ci-dessous.',
      key: 'Clé\u00a0:',
      code: 'Code affiché par l’application',
      confirm: 'Activer',
      qr: 'Code QR pour votre application d’authentification',
      backupCodes: 'Codes de secours',
      backupHelp:
        'Gardez ces codes en lieu sûr\u00a0: chacun vous connecte une fois si vous perdez votre téléphone.',
      done: 'Votre application d’authentification est configurée.',
      required:
        'Configurez une application d’authentification avant de continuer\u00a0: les comptes du personnel en ont besoin.',
    },
    staff: {
      invite: 'Inviter',
      invited: 'Invitation envoyée à %{email}.',
      active: 'Actif',
      removed: 'Retiré',
      remove: 'Retirer du personnel',
      restore: 'Rétablir',
      pending: 'Invitation envoyée',
      programsHelp: 'Les programmes que cette personne enseigne.',
    },
    actions: {
      document: { approve: 'A approuvé un document', reject: 'A refusé un document' },
      staff_member: {
        invite: 'A invité un membre du personnel',
        update: 'A modifié un membre du personnel',
        remove: 'A retiré un membre du personnel',
      },
    },
    entities: {
      student_document: 'Document d’une personne étudiante',
      staff_member: 'Membre du personnel',
    },
    documents: {
      statuses: {
        pending_upload: 'À téléverser',
        pending_to_submit: 'Pas encore envoyé',
        awaiting_review: 'En attente de vérification',
        approved: 'Approuvé',
        rejected: 'Refusé',
      },
      noFile: 'Aucun fichier n’a été remis.',
      preview: 'Le fichier %{name}',
      open: 'Ouvrir %{name} dans un nouvel onglet',
      signedBy: 'Signé',
      signature: 'Par %{name}, le %{at}',
      remarks: 'Remarques transmises avec la décision',
      remarksHelp: 'Elles sont envoyées avec votre décision.',
      remarksRequired: 'Dites pourquoi le document est refusé\u00a0: ce motif est transmis.',
      approve: 'Approuver',
      reject: 'Refuser',
      approved: 'Document approuvé. Un avis a été envoyé.',
      rejected: 'Document refusé. Le motif a été transmis.',
      decided: 'Ce document a été vérifié.',
    },
    audit: {
      export: 'Exporter en CSV',
      changes: 'Changements',
      before: 'Avant',
      after: 'Après',
      from: 'Du',
      until: 'Au',
    },
  },
  resources: {
    documents: {
      name: 'Document |||| Documents',
      fields: {
        'student.name': 'Personne étudiante',
        'student.email': 'Courriel',
        'requirement.name': 'Document',
        status: 'Statut',
        file: 'Fichier',
        remarks: 'Remarques',
        updated_at: 'Mis à jour',
        q: 'Rechercher',
      },
    },
    'staff-members': {
      name: 'Membre du personnel |||| Personnel',
      fields: {
        email: 'Courriel',
        name: 'Nom',
        role: 'Rôle',
        programs: 'Programmes',
        active: 'Actif',
        two_factor_enabled: 'Application d’authentification',
        joined_at: 'Arrivée',
        created_at: 'Invitation',
        q: 'Rechercher',
      },
    },
    'audit-entries': {
      name: 'Entrée du journal |||| Journal d’audit',
      fields: {
        at: 'Quand',
        actor_email: 'Qui',
        actor_role: 'Rôle',
        action: 'Quoi',
        entity: 'Dossier',
        entity_id: 'No du dossier',
        student_id: 'Étudiant',
        address: 'Depuis',
        q: 'Rechercher les actions',
      },
    },
  },
};
