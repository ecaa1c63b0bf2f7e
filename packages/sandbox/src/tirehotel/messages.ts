/** The tire hotel's non-OK messages (Swedish, shown to the visitor as is: spec 3 §8). */
export const TIRE_HOTEL_MESSAGES = {
  unknownPhone: 'Vi hittar ingen kund med det telefonnumret.',
  smsFailed: 'Vi kunde inte skicka någon kod till ditt telefonnummer. Kontakta oss så hjälper vi dig.',
  unknownToken: 'Din inloggning har gått ut, begär en ny kod.',
  wrongCode: 'Felaktig kod, försök igen.',
  expired: 'Koden har gått ut, begär en ny kod.',
  used: 'Koden har redan använts, begär en ny kod.',
  tooManyAttempts: 'För många felaktiga försök, begär en ny kod.',
  loginRequired: 'Du behöver logga in med en engångskod först.',
  notYourVehicle: 'Registreringsnumret hör inte till din inloggning.',
  unknownWorkshop: 'Verkstaden hittades inte.',
  dayNotAvailable: 'Dagen är inte längre tillgänglig, välj en annan dag.',
  timeNotAvailable: 'Tiden är inte tillgänglig, vänligen välj en annan tid',
  bookingRefused: 'Bokningen kunde inte genomföras. Kontakta verkstaden så hjälper vi dig.',
} as const;

/** The SMS text carrying a code. */
export function codeText(code: string, minutes: number): string {
  return `Din engångskod till däckhotellet är ${code}. Koden gäller i ${minutes} minuter.`;
}
