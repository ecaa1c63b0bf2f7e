/** A model line: base new price in SEK, bodies, fuels and power range. */
export interface ModelLine {
  model: string;
  versions: readonly string[];
  body: string;
  fuels: readonly Fuel[];
  basePriceSek: number;
  power: readonly [number, number];
  seats: number;
  doors: number;
  lcv?: boolean;
}

export type Fuel = 'Petrol' | 'Diesel' | 'Electric' | 'Hybrid' | 'Plug-in hybrid';

export interface BrandLine {
  brand: string;
  /** Relative share of the stock. */
  weight: number;
  models: readonly ModelLine[];
}

const m = (model: string, body: string, fuels: Fuel[], basePriceSek: number, power: [number, number], versions: string[], extra: Partial<ModelLine> = {}): ModelLine => ({
  model,
  body,
  fuels,
  basePriceSek,
  power,
  versions,
  seats: extra.seats ?? (body === 'Van' ? 3 : 5),
  doors: extra.doors ?? (body === 'Coupé' || body === 'Convertible' ? 2 : body === 'Van' ? 4 : 5),
  ...(extra.lcv ? { lcv: true } : {}),
});

export const BRANDS: readonly BrandLine[] = [
  { brand: 'BMW', weight: 14, models: [
    m('1-serie', 'Hatchback', ['Petrol', 'Diesel'], 390000, [136, 306], ['118i', '120d', 'M135i xDrive']),
    m('3-serie', 'Sedan', ['Petrol', 'Diesel', 'Plug-in hybrid'], 520000, [184, 374], ['320i', '320d xDrive', '330e', 'M340i xDrive']),
    m('5-serie', 'Sedan', ['Diesel', 'Plug-in hybrid', 'Electric'], 720000, [197, 489], ['520d', '530e', 'i5 eDrive40']),
    m('X1', 'SUV', ['Petrol', 'Plug-in hybrid', 'Electric'], 480000, [136, 313], ['sDrive18i', 'xDrive25e', 'iX1 xDrive30']),
    m('X3', 'SUV', ['Diesel', 'Plug-in hybrid'], 650000, [190, 398], ['xDrive20d', 'xDrive30e', 'M40i']),
    m('X5', 'SUV', ['Diesel', 'Plug-in hybrid'], 950000, [286, 530], ['xDrive30d', 'xDrive50e', 'M60i']),
    m('i4', 'Sedan', ['Electric'], 640000, [286, 544], ['eDrive40', 'M50']),
    m('iX', 'SUV', ['Electric'], 990000, [326, 619], ['xDrive40', 'xDrive50', 'M60']),
  ] },
  { brand: 'Mercedes-Benz', weight: 12, models: [
    m('A-Klass', 'Hatchback', ['Petrol', 'Plug-in hybrid'], 410000, [136, 306], ['A 180', 'A 250 e', 'AMG A 35 4MATIC']),
    m('C-Klass', 'Sedan', ['Petrol', 'Diesel', 'Plug-in hybrid'], 560000, [170, 408], ['C 200', 'C 220 d', 'C 300 e']),
    m('E-Klass', 'Sedan', ['Diesel', 'Plug-in hybrid'], 780000, [197, 381], ['E 220 d', 'E 300 e']),
    m('GLC', 'SUV', ['Diesel', 'Plug-in hybrid'], 720000, [197, 381], ['GLC 220 d 4MATIC', 'GLC 300 e 4MATIC']),
    m('EQA', 'SUV', ['Electric'], 560000, [190, 292], ['EQA 250+', 'EQA 300 4MATIC']),
    m('EQE', 'Sedan', ['Electric'], 890000, [292, 408], ['EQE 300', 'EQE 350 4MATIC']),
    m('Sprinter', 'Van', ['Diesel', 'Electric'], 520000, [114, 190], ['314 CDI', '317 CDI', 'eSprinter'], { lcv: true }),
    m('Vito', 'Van', ['Diesel', 'Electric'], 420000, [136, 190], ['114 CDI', '116 CDI', 'eVito'], { lcv: true }),
  ] },
  { brand: 'MINI', weight: 5, models: [
    m('Cooper', 'Hatchback', ['Petrol', 'Electric'], 330000, [136, 218], ['C', 'S', 'SE']),
    m('Countryman', 'SUV', ['Petrol', 'Electric'], 440000, [170, 313], ['C', 'S ALL4', 'SE ALL4']),
    m('Aceman', 'SUV', ['Electric'], 400000, [184, 218], ['E', 'SE']),
  ] },
  { brand: 'smart', weight: 3, models: [
    m('#1', 'SUV', ['Electric'], 420000, [272, 428], ['Pro+', 'Premium', 'BRABUS']),
    m('#3', 'SUV', ['Electric'], 450000, [272, 428], ['Pro+', 'Premium', 'BRABUS']),
  ] },
  { brand: 'Volvo', weight: 14, models: [
    m('XC40', 'SUV', ['Petrol', 'Electric'], 450000, [163, 408], ['B3 Core', 'B4 Plus', 'Recharge Twin']),
    m('XC60', 'SUV', ['Diesel', 'Petrol', 'Plug-in hybrid'], 620000, [197, 455], ['B4 AWD Plus Dark', 'B5 AWD Ultimate', 'T6 Recharge', 'T8 Recharge']),
    m('XC90', 'SUV', ['Diesel', 'Plug-in hybrid'], 880000, [235, 455], ['B5 AWD Plus', 'T8 Recharge Ultra']),
    m('V60', 'Station wagon', ['Diesel', 'Petrol', 'Plug-in hybrid'], 520000, [197, 455], ['B3 Core', 'B4 Plus', 'T6 Recharge']),
    m('V90', 'Station wagon', ['Diesel', 'Plug-in hybrid'], 660000, [197, 455], ['B4 Momentum', 'T8 Recharge']),
    m('EX30', 'SUV', ['Electric'], 390000, [272, 428], ['Single Motor', 'Twin Motor Performance']),
  ] },
  { brand: 'Volkswagen', weight: 12, models: [
    m('Golf', 'Hatchback', ['Petrol', 'Diesel', 'Plug-in hybrid'], 330000, [115, 333], ['1.5 TSI Life', '2.0 TDI Style', 'GTE', 'R']),
    m('Passat', 'Station wagon', ['Diesel', 'Plug-in hybrid'], 480000, [150, 272], ['2.0 TDI Business', 'eHybrid Elegance']),
    m('Tiguan', 'SUV', ['Petrol', 'Diesel', 'Plug-in hybrid'], 470000, [150, 272], ['1.5 eTSI Life', '2.0 TDI 4Motion', 'eHybrid R-Line']),
    m('ID.4', 'SUV', ['Electric'], 480000, [170, 340], ['Pro', 'Pro 4Motion', 'GTX']),
    m('ID.3', 'Hatchback', ['Electric'], 390000, [170, 326], ['Pure', 'Pro', 'GTX']),
    m('Transporter', 'Van', ['Diesel', 'Electric'], 430000, [110, 204], ['2.0 TDI 150', '2.0 TDI 4Motion', 'e-Transporter'], { lcv: true }),
    m('Crafter', 'Van', ['Diesel'], 480000, [140, 177], ['35 2.0 TDI', '50 2.0 TDI'], { lcv: true }),
  ] },
  { brand: 'Toyota', weight: 10, models: [
    m('Yaris', 'Hatchback', ['Hybrid'], 250000, [116, 130], ['1.5 Hybrid Active', '1.5 Hybrid Style']),
    m('Corolla', 'Station wagon', ['Hybrid'], 340000, [140, 196], ['1.8 Hybrid Active', '2.0 Hybrid GR Sport']),
    m('RAV4', 'SUV', ['Hybrid', 'Plug-in hybrid'], 480000, [218, 306], ['2.5 Hybrid AWD-i', 'Plug-in Hybrid Style']),
    m('bZ4X', 'SUV', ['Electric'], 470000, [204, 218], ['FWD Active', 'AWD Style']),
    m('Hilux', 'Pickup', ['Diesel'], 450000, [150, 204], ['2.4 D-4D', '2.8 D-4D Invincible'], { lcv: true }),
    m('Proace', 'Van', ['Diesel', 'Electric'], 380000, [120, 177], ['2.0 D Professional', 'Electric 75 kWh'], { lcv: true }),
  ] },
  { brand: 'Ford', weight: 8, models: [
    m('Kuga', 'SUV', ['Petrol', 'Plug-in hybrid'], 400000, [150, 243], ['1.5 EcoBoost Titanium', '2.5 PHEV ST-Line']),
    m('Mustang Mach-E', 'SUV', ['Electric'], 560000, [269, 487], ['RWD Standard', 'AWD Extended', 'GT']),
    m('Puma', 'SUV', ['Petrol', 'Hybrid'], 300000, [125, 200], ['1.0 EcoBoost Titanium', 'ST']),
    m('Transit Custom', 'Van', ['Diesel', 'Electric'], 420000, [110, 217], ['2.0 EcoBlue Trend', 'E-Transit Custom'], { lcv: true }),
    m('Ranger', 'Pickup', ['Diesel'], 520000, [170, 292], ['2.0 EcoBlue XLT', 'Wildtrak', 'Raptor'], { lcv: true }),
  ] },
  { brand: 'Kia', weight: 9, models: [
    m('Ceed', 'Station wagon', ['Petrol', 'Plug-in hybrid'], 290000, [140, 204], ['1.5 T-GDI Action', 'Plug-in Advance']),
    m('Niro', 'SUV', ['Hybrid', 'Plug-in hybrid', 'Electric'], 370000, [141, 204], ['HEV Action', 'PHEV Advance', 'EV Advance Plus']),
    m('Sportage', 'SUV', ['Hybrid', 'Plug-in hybrid'], 420000, [180, 265], ['HEV Action', 'PHEV GT-Line AWD']),
    m('EV6', 'SUV', ['Electric'], 520000, [229, 585], ['RWD Plus', 'AWD GT-Line', 'GT']),
    m('EV9', 'SUV', ['Electric'], 850000, [204, 384], ['RWD Earth', 'AWD GT-Line']),
  ] },
  { brand: 'Porsche', weight: 3, models: [
    m('911', 'Coupé', ['Petrol'], 1600000, [394, 650], ['Carrera', 'Carrera S', 'Turbo S']),
    m('Taycan', 'Sedan', ['Electric'], 1150000, [408, 1034], ['4S', 'GTS', 'Turbo S']),
    m('Macan', 'SUV', ['Petrol', 'Electric'], 850000, [265, 639], ['Macan', 'Macan 4 Electric', 'Macan Turbo Electric']),
    m('Cayenne', 'SUV', ['Petrol', 'Plug-in hybrid'], 1250000, [353, 739], ['Cayenne', 'E-Hybrid', 'Turbo E-Hybrid']),
  ] },
  { brand: 'IVECO', weight: 2, models: [
    m('Daily', 'Van', ['Diesel', 'Electric'], 560000, [136, 207], ['35S14 Skåp', '35S18 Hi-Matic', 'eDaily'], { lcv: true }),
    m('S-Way', 'Truck', ['Diesel'], 1650000, [400, 570], ['AS440S46', 'AS440S51'], { lcv: true }),
  ] },
];
