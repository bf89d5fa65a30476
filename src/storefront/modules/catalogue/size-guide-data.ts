/**
 * Standard jewellery size charts. Ring sizes follow the Indian scale (inner circumference in mm
 * = size + 40, rounded to the nearest chart value jewellers print); bangles are sold by inner
 * diameter in inches; chains by length.
 */
export const RING_SIZES = [
  { size: 6, diameter: 14.9, circumference: 46.8 },
  { size: 8, diameter: 15.6, circumference: 49.0 },
  { size: 10, diameter: 16.2, circumference: 50.9 },
  { size: 12, diameter: 16.9, circumference: 53.1 },
  { size: 14, diameter: 17.5, circumference: 55.0 },
  { size: 16, diameter: 18.1, circumference: 56.9 },
  { size: 18, diameter: 18.8, circumference: 59.1 },
  { size: 20, diameter: 19.4, circumference: 60.9 },
  { size: 22, diameter: 20.0, circumference: 62.8 },
  { size: 24, diameter: 20.7, circumference: 65.0 },
] as const;

export const BANGLE_SIZES = [
  { size: '2.2', diameter: 54.0 },
  { size: '2.4', diameter: 57.2 },
  { size: '2.6', diameter: 60.3 },
  { size: '2.8', diameter: 63.5 },
  { size: '2.10', diameter: 66.7 },
] as const;

export const CHAIN_LENGTHS = [
  { inches: 16, cm: 41, fit: 'collar' },
  { inches: 18, cm: 46, fit: 'collarbone' },
  { inches: 20, cm: 51, fit: 'belowCollarbone' },
  { inches: 22, cm: 56, fit: 'neckline' },
  { inches: 24, cm: 61, fit: 'long' },
] as const;
