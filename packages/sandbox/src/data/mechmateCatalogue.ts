import type { UnitPrice } from '@showroom/contracts/mechmate';

/** Who gets a discount with a service agreement, and for which part of the catalogue. */
export type OfferingKind = 'service' | 'addon';

/** A catalogue entry before it is priced for a car: base price in kronor incl. VAT, null when set at the workshop. */
export interface CatalogueOffering {
  code: string;
  name: string;
  description: string;
  basePrice: number | null;
  notKnownPriceText?: string;
  allowUserInput?: boolean;
  unitPrice?: UnitPrice;
  /** Not offered for electric cars (nothing to change). */
  combustionOnly?: boolean;
  /** Offered only when a workshop lies within this many km of the visitor's place. */
  withinKm?: number;
  /** Percent off for cars with a service agreement. */
  agreementDiscount?: number;
}

export interface CatalogueCategory {
  name: string;
  icon: string;
  selectionType: 'single' | null;
  offerings: CatalogueOffering[];
}

const AT_WORKSHOP = 'Priset sätts på verkstaden';

/** Service categories (step 1 of the booking). */
export const SERVICE_CATEGORIES: readonly CatalogueCategory[] = [
  {
    name: 'Service',
    icon: 'service',
    selectionType: null,
    offerings: [
      { code: 'originalservice', name: 'Service enligt serviceprogram', description: 'Service enligt tillverkarens serviceprogram för din bil och ditt miltal. Garantin behålls.', basePrice: 3990, agreementDiscount: 15 },
      { code: 'oil-service', name: 'Oljeservice', description: 'Byte av motorolja och oljefilter samt kontroll av vätskor.', basePrice: 1890, combustionOnly: true, agreementDiscount: 15 },
      { code: 'winter-check', name: 'Vinterkontroll', description: 'Kontroll av batteri, torkarblad, belysning, kylarvätska och däck inför vintern.', basePrice: 495, agreementDiscount: 15 },
    ],
  },
  {
    name: 'Reparationer',
    icon: 'repair',
    selectionType: null,
    offerings: [
      { code: 'brakes-front', name: 'Bromsbelägg fram', description: 'Byte av bromsbelägg på framaxeln, inklusive kontroll av skivor.', basePrice: 2490, agreementDiscount: 10 },
      { code: 'brakes-rear', name: 'Bromsbelägg bak', description: 'Byte av bromsbelägg på bakaxeln, inklusive kontroll av skivor.', basePrice: 2290, agreementDiscount: 10 },
      { code: 'troubleshooting', name: 'Felsökning', description: 'Beskriv vad du märkt så felsöker vi bilen.', basePrice: null, notKnownPriceText: AT_WORKSHOP, allowUserInput: true },
      { code: 'other-repair', name: 'Övrigt arbete', description: 'Något annat du vill att vi tittar på? Beskriv det kort.', basePrice: null, notKnownPriceText: AT_WORKSHOP, allowUserInput: true },
    ],
  },
  {
    name: 'Däck och hjul',
    icon: 'tire',
    selectionType: null,
    offerings: [
      { code: 'wheel-change', name: 'Hjulskifte', description: 'Skifte mellan sommar- och vinterhjul, inklusive lufttryckskontroll.', basePrice: 595 },
      { code: 'wheel-alignment', name: 'Hjulinställning', description: 'Mätning och justering av hjulvinklar.', basePrice: 1295 },
      // A unit-priced service (the others are add-ons): the booking picks an amount in the services step.
      { code: 'tire-repair', name: 'Däcklagning', description: 'Lagning av punktering, per däck.', basePrice: 295, unitPrice: { minimum: 1, maximum: 4, unit: 'däck', unitAbbreviation: 'st', postfix: '/däck' } },
    ],
  },
  {
    name: 'Luftkonditionering',
    icon: 'ac',
    selectionType: null,
    offerings: [{ code: 'ac-service', name: 'AC-service', description: 'Tömning, läcksökning och påfyllning av köldmedium.', basePrice: 1495, agreementDiscount: 10 }],
  },
];

/** Add-on categories (step 2); washes and replacement cars are single-choice. */
export const ADDON_CATEGORIES: readonly CatalogueCategory[] = [
  {
    name: 'Tvätt',
    icon: 'wash',
    selectionType: 'single',
    offerings: [
      { code: 'wash-exterior', name: 'Utvändig tvätt', description: 'Handtvätt utvändigt.', basePrice: 395 },
      { code: 'wash-interior', name: 'Invändig rengöring', description: 'Dammsugning och avtorkning invändigt.', basePrice: 595 },
      { code: 'wash-complete', name: 'Komplett rekond', description: 'Utvändig och invändig rengöring samt vax.', basePrice: 1995 },
    ],
  },
  {
    name: 'Ersättningsbil',
    icon: 'car',
    selectionType: 'single',
    offerings: [
      { code: 'loan-car', name: 'Lånebil', description: 'En lånebil medan din bil är på verkstaden. Drivmedel betalas av dig.', basePrice: 0 },
      { code: 'rental-car', name: 'Hyrbil', description: 'Hyrbil per dygn.', basePrice: 495, unitPrice: { minimum: 1, maximum: 5, unit: 'dygn', unitAbbreviation: 'dygn', postfix: '/dygn' } },
      { code: 'pickup', name: 'Hämtning och lämning', description: 'Vi hämtar och lämnar bilen hemma hos dig.', basePrice: 695, withinKm: 40 },
    ],
  },
  {
    name: 'Tillbehör',
    icon: 'accessories',
    selectionType: null,
    offerings: [
      { code: 'wiper-blades', name: 'Torkarblad', description: 'Nya torkarblad, monterade.', basePrice: 349, unitPrice: { minimum: 1, maximum: 3, unit: 'styck', unitAbbreviation: 'st', postfix: '/st' } },
      { code: 'washer-fluid', name: 'Spolarvätska', description: 'Påfyllning av spolarvätska.', basePrice: 39, unitPrice: { minimum: 1, maximum: 5, unit: 'liter', unitAbbreviation: 'l', postfix: '/l' } },
      { code: 'bulbs', name: 'Glödlampor', description: 'Byte av glödlampor.', basePrice: null, notKnownPriceText: 'Priset beror på lamptyp', unitPrice: { minimum: 1, maximum: 6, unit: 'styck', unitAbbreviation: 'st', postfix: '/st' } },
      { code: 'accessory-fitting', name: 'Montering av tillbehör', description: 'Har du köpt ett tillbehör? Berätta vad så monterar vi det.', basePrice: null, notKnownPriceText: AT_WORKSHOP, allowUserInput: true },
    ],
  },
];

/** Every offering by code, services and add-ons. */
export const CATALOGUE: ReadonlyMap<string, CatalogueOffering & { kind: OfferingKind }> = new Map(
  (
    [
      ['service', SERVICE_CATEGORIES],
      ['addon', ADDON_CATEGORIES],
    ] as const
  ).flatMap(([kind, categories]) => categories.flatMap((c) => c.offerings.map((o): [string, CatalogueOffering & { kind: OfferingKind }] => [o.code, { ...o, kind }]))),
);
