import type { SeedPincode } from '../types';

type Row = [pincode: string, city: string, serviceable: boolean, cod: boolean, days: number];

/**
 * Delivery coverage. The first three Indian rows are pinned by docs/requirements/service-contract.md#demo-store: 400001 is served
 * with cash on delivery, 560001 without it, and 999999 is not served at all.
 */
const INDIA: Row[] = [
  ['400001', 'Mumbai', true, true, 1],
  ['560001', 'Bengaluru', true, false, 2],
  ['999999', 'Unknown', false, false, 0],
  ['400002', 'Mumbai', true, true, 1],
  ['400050', 'Mumbai', true, true, 1],
  ['110001', 'New Delhi', true, true, 2],
  ['110005', 'New Delhi', true, true, 2],
  ['122001', 'Gurugram', true, true, 3],
  ['201301', 'Noida', true, true, 3],
  ['411001', 'Pune', true, true, 2],
  ['411002', 'Pune', true, true, 2],
  ['560034', 'Bengaluru', true, false, 2],
  ['560066', 'Bengaluru', true, true, 2],
  ['600001', 'Chennai', true, true, 2],
  ['600017', 'Chennai', true, true, 2],
  ['500034', 'Hyderabad', true, true, 2],
  ['500081', 'Hyderabad', true, false, 2],
  ['700012', 'Kolkata', true, true, 3],
  ['700091', 'Kolkata', true, true, 3],
  ['380001', 'Ahmedabad', true, true, 3],
  ['302001', 'Jaipur', true, true, 3],
  ['226001', 'Lucknow', true, true, 4],
  ['641001', 'Coimbatore', true, true, 3],
  ['160017', 'Chandigarh', true, true, 3],
  ['682001', 'Kochi', true, false, 4],
  ['781001', 'Guwahati', true, false, 6],
  ['190001', 'Srinagar', false, false, 0],
  ['744101', 'Port Blair', false, false, 0],
];

/** The UAE has no postcodes: deliveries are routed by emirate and area code. */
const UAE: Row[] = [
  ['DXB-01', 'Dubai (Deira)', true, true, 1],
  ['DXB-02', 'Dubai (Bur Dubai, Downtown)', true, true, 1],
  ['DXB-03', 'Dubai (Jumeirah)', true, true, 1],
  ['DXB-04', 'Dubai (Marina, JLT)', true, true, 1],
  ['AUH-01', 'Abu Dhabi (City)', true, true, 2],
  ['AUH-02', 'Abu Dhabi (Khalifa City)', true, true, 2],
  ['SHJ-01', 'Sharjah', true, true, 1],
  ['AJM-01', 'Ajman', true, true, 2],
  ['RAK-01', 'Ras Al Khaimah', true, true, 3],
  ['FUJ-01', 'Fujairah', true, true, 3],
];

const toPincode =
  (subsite: SeedPincode['subsite']) =>
  ([pincode, city, serviceable, cod, days]: Row): SeedPincode => ({ subsite, pincode, city, serviceable, cod, days });

export const pincodes: SeedPincode[] = [...INDIA.map(toPincode('in')), ...UAE.map(toPincode('ae'))];
