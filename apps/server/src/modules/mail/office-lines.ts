import {
  type TLanguage,
  type TPaymentMeans,
  type TPaymentOffice,
  type TWeekday,
  WEEKDAYS,
  officeWeek,
} from '@portal/contract';

/** The payment office as a mail prints it, in the reader's language. */
export type OfficeLines = { place: string[]; hours: string[]; accepted: string[]; note: string | null };

const MEANS: Record<TLanguage, Record<TPaymentMeans, string>> = {
  en: {
    debit: 'Debit card',
    credit_card: 'Credit card',
    cash: 'Cash',
    cheque: 'Cheque',
    certified_cheque: 'Certified cheque',
    money_order: 'Money order',
  },
  'fr-CA': {
    debit: 'Carte de débit',
    credit_card: 'Carte de crédit',
    cash: 'Argent comptant',
    cheque: 'Chèque',
    certified_cheque: 'Chèque certifié',
    money_order: 'Mandat-poste',
  },
};

const WORDS: Record<TLanguage, { closed: string; to: string; and: string; time: (zone: string) => string }> =
  {
    en: { closed: 'closed', to: 'to', and: 'and', time: (zone) => `Times are ${zone}.` },
    'fr-CA': { closed: 'fermé', to: 'à', and: 'et', time: (zone) => `Heures en ${zone}.` },
  };

const localeOf = (language: TLanguage) => (language === 'fr-CA' ? 'fr-CA' : 'en-CA');

function dayName(day: TWeekday, language: TLanguage) {
  // 2024-01-01 was a Monday
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  const name = new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(date);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** 24-hour HH:MM as the language writes a time of day: 9:00 a.m. · 9 h 00. */
function clock(time: string, language: TLanguage) {
  const [h, m] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, h, m)));
}

/** Eastern Time · heure de l’Est: the zone as people name it. */
function zoneName(timeZone: string, language: TLanguage) {
  const parts = new Intl.DateTimeFormat(localeOf(language), { timeZone, timeZoneName: 'longGeneric' });
  return parts.formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

export function officeLines(office: TPaymentOffice, language: TLanguage): OfficeLines {
  const words = WORDS[language];
  const hours = officeWeek(office.hours).map(({ first, last, openings }) => {
    const days =
      first === last ? dayName(first, language) : `${dayName(first, language)}–${dayName(last, language)}`;
    const times = openings.length
      ? openings
          .map((o) => `${clock(o.opens, language)} ${words.to} ${clock(o.closes, language)}`)
          .join(` ${words.and} `)
      : words.closed;
    return `${days}${language === 'fr-CA' ? '\u00a0: ' : ': '}${times}`;
  });
  return {
    place: [
      office.name,
      office.address.street,
      `${office.address.city} ${office.address.province}  ${office.address.postal_code}`,
    ],
    hours: [...hours, words.time(zoneName(office.time_zone, language))],
    accepted: office.accepted.map((m) => MEANS[language][m]),
    note: office.note,
  };
}
