import { BRANDS } from './models';
import { brandCode } from './dealerSites';

/** A brand item of the content platform's brand folder: its raw code and display name. */
export interface BrandItem {
  code: string;
  name: string;
}

/**
 * The brand folder, in the order the graph search returns it (65 items). The stocked brands
 * come first with the codes dealer departments carry; sub-codes (vans, trucks) follow their
 * parent so that both cases of the brand-code rule occur: FI_TR and MH_TR keep their
 * underscore, MERCEDESBENZ_VAN, VOLKSWAGEN_LCV, FORD_TRANSIT ... collapse to the parent.
 */
export const BRAND_ITEMS: readonly BrandItem[] = [
  ...BRANDS.map((b) => ({ code: brandCode(b.brand), name: b.brand })),
  { code: 'MERCEDESBENZ_VAN', name: 'Mercedes-Benz Transportbilar' },
  { code: 'MERCEDESBENZ_TRUCK', name: 'Mercedes-Benz Trucks' },
  { code: 'VOLKSWAGEN_LCV', name: 'Volkswagen Transportbilar' },
  { code: 'FORD_TRANSIT', name: 'Ford Transit' },
  { code: 'BMW_MOTORRAD', name: 'BMW Motorrad' },
  { code: 'FI', name: 'Fiat' },
  { code: 'FI_TR', name: 'Fiat Professional' },
  { code: 'MH', name: 'MAN' },
  { code: 'MH_TR', name: 'MAN Truck & Bus' },
  ...[
    'Audi', 'Skoda', 'SEAT', 'CUPRA', 'Peugeot', 'Renault', 'Nissan', 'Hyundai', 'Mazda', 'Opel', 'Citroën', 'Dacia', 'Jeep',
    'Land Rover', 'Jaguar', 'Lexus', 'Subaru', 'Suzuki', 'Honda', 'Tesla', 'Polestar', 'BYD', 'MG', 'Alfa Romeo', 'Mitsubishi',
    'DS', 'Lynk & Co', 'Maserati', 'Ferrari', 'Lamborghini', 'Bentley', 'Rolls-Royce', 'Aston Martin', 'Lotus', 'Genesis',
    'NIO', 'XPENG', 'Zeekr', 'Maxus', 'Isuzu', 'Scania', 'DAF', 'Renault Trucks', 'Volvo Lastvagnar', 'Kawasaki',
  ].map((name) => ({ code: brandCode(name), name })),
];

/** Codes that other codes may collapse to: every code without an underscore. */
export const PARENT_BRAND_CODES: ReadonlySet<string> = new Set(BRAND_ITEMS.map((b) => b.code).filter((code) => !code.includes('_')));
