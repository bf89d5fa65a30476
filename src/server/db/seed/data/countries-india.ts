import type { SeedCountry } from '../types';

type StateRow = [code: string, en: string, hi: string, ar: string];

/** The 28 states and 8 union territories, with the codes used on GST invoices and number plates. */
const STATES: StateRow[] = [
  ['AP', 'Andhra Pradesh', 'आंध्र प्रदेश', 'أندرا براديش'],
  ['AR', 'Arunachal Pradesh', 'अरुणाचल प्रदेश', 'أروناتشال براديش'],
  ['AS', 'Assam', 'असम', 'آسام'],
  ['BR', 'Bihar', 'बिहार', 'بيهار'],
  ['CG', 'Chhattisgarh', 'छत्तीसगढ़', 'تشاتيسغار'],
  ['GA', 'Goa', 'गोवा', 'غوا'],
  ['GJ', 'Gujarat', 'गुजरात', 'غوجارات'],
  ['HR', 'Haryana', 'हरियाणा', 'هاريانا'],
  ['HP', 'Himachal Pradesh', 'हिमाचल प्रदेश', 'هيماشال براديش'],
  ['JH', 'Jharkhand', 'झारखंड', 'جهارخاند'],
  ['KA', 'Karnataka', 'कर्नाटक', 'كارناتاكا'],
  ['KL', 'Kerala', 'केरल', 'كيرالا'],
  ['MP', 'Madhya Pradesh', 'मध्य प्रदेश', 'ماديا براديش'],
  ['MH', 'Maharashtra', 'महाराष्ट्र', 'ماهاراشترا'],
  ['MN', 'Manipur', 'मणिपुर', 'مانيبور'],
  ['ML', 'Meghalaya', 'मेघालय', 'ميغالايا'],
  ['MZ', 'Mizoram', 'मिज़ोरम', 'ميزورام'],
  ['NL', 'Nagaland', 'नागालैंड', 'ناغالاند'],
  ['OD', 'Odisha', 'ओडिशा', 'أوديشا'],
  ['PB', 'Punjab', 'पंजाब', 'البنجاب'],
  ['RJ', 'Rajasthan', 'राजस्थान', 'راجستان'],
  ['SK', 'Sikkim', 'सिक्किम', 'سيكيم'],
  ['TN', 'Tamil Nadu', 'तमिलनाडु', 'تاميل نادو'],
  ['TS', 'Telangana', 'तेलंगाना', 'تيلانغانا'],
  ['TR', 'Tripura', 'त्रिपुरा', 'تريبورا'],
  ['UP', 'Uttar Pradesh', 'उत्तर प्रदेश', 'أوتار براديش'],
  ['UK', 'Uttarakhand', 'उत्तराखंड', 'أوتاراخاند'],
  ['WB', 'West Bengal', 'पश्चिम बंगाल', 'البنغال الغربية'],
  ['AN', 'Andaman and Nicobar Islands', 'अंडमान और निकोबार द्वीपसमूह', 'جزر أندمان ونيكوبار'],
  ['CH', 'Chandigarh', 'चंडीगढ़', 'تشانديغار'],
  ['DH', 'Dadra and Nagar Haveli and Daman and Diu', 'दादरा और नगर हवेली और दमन और दीव', 'دادرا وناغار هافيلي ودامان وديو'],
  ['DL', 'Delhi', 'दिल्ली', 'دلهي'],
  ['JK', 'Jammu and Kashmir', 'जम्मू और कश्मीर', 'جامو وكشمير'],
  ['LA', 'Ladakh', 'लद्दाख', 'لداخ'],
  ['LD', 'Lakshadweep', 'लक्षद्वीप', 'لاكشادويب'],
  ['PY', 'Puducherry', 'पुडुचेरी', 'بودوتشيري'],
];

export const toStates = (rows: StateRow[]): SeedCountry['states'] =>
  rows.map(([code, en, hi, ar]) => ({ code, name: { en, hi, ar } }));

export const india: SeedCountry = {
  code: 'IN',
  name: { en: 'India', hi: 'भारत', ar: 'الهند' },
  phoneCode: '+91',
  states: toStates(STATES),
};
