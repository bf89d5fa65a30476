import { defineProducts, INDIA_ONLY, percentOfMetal, UAE_ONLY } from './product-builder';

/**
 * Coins are bullion: exact weights, 24K (999.9) gold or 999 silver, no wastage, and a small
 * minting charge that shrinks as the coin gets heavier.
 */
export const coins = defineProducts('coins', [
  {
    sku: 'SLV-CN-24K-001',
    slug: 'gold-coin-1g-24k',
    name: { en: 'Gold Coin 1 g 24K', hi: 'सोने का सिक्का 1 ग्राम 24 कैरेट', ar: 'عملة ذهبية 1 غرام عيار 24' },
    description: {
      en: 'A 1 gram coin of 24K (999.9) fine gold, sealed in a tamper-proof assay card. A small first step in saving gold.',
      hi: 'छेड़छाड़-रोधी एसे कार्ड में सील 24 कैरेट (999.9) शुद्ध सोने का 1 ग्राम का सिक्का। सोने की बचत की ओर छोटा पहला कदम।',
      ar: 'عملة وزنها 1 غرام من الذهب الخالص عيار 24 (999.9)، مختومة في بطاقة فحص مانعة للعبث. خطوة أولى صغيرة في ادخار الذهب.',
    },
    metal: 'gold', purity: '24K', colour: 'yellow', netMg: 1_000,
    making: percentOfMetal(8),
    gender: 'unisex', occasion: 'gift',
  },
  {
    sku: 'SLV-CN-24K-002',
    slug: 'gold-coin-2g-24k',
    name: { en: 'Gold Coin 2 g 24K', hi: 'सोने का सिक्का 2 ग्राम 24 कैरेट', ar: 'عملة ذهبية 2 غرام عيار 24' },
    description: {
      en: 'Two grams of 999.9 fine gold with our lotus emblem on one side and the weight and purity on the other.',
      hi: 'एक ओर हमारा कमल चिह्न और दूसरी ओर वज़न व शुद्धता अंकित, 999.9 शुद्ध सोने के दो ग्राम।',
      ar: 'غرامان من الذهب الخالص 999.9، يحمل أحد الوجهين شعار اللوتس والآخر الوزن والنقاء.',
    },
    metal: 'gold', purity: '24K', colour: 'yellow', netMg: 2_000,
    making: percentOfMetal(7),
    gender: 'unisex', occasion: 'gift',
  },
  {
    sku: 'SLV-CN-24K-003',
    slug: 'gold-coin-5g-24k',
    name: { en: 'Gold Coin 5 g 24K', hi: 'सोने का सिक्का 5 ग्राम 24 कैरेट', ar: 'عملة ذهبية 5 غرامات عيار 24' },
    description: {
      en: 'A 5 gram 24K gold coin minted to 999.9 fineness and packed with its certificate of weight and purity. Popular for Dhanteras and Akshaya Tritiya.',
      hi: '999.9 शुद्धता का 5 ग्राम का 24 कैरेट सोने का सिक्का, वज़न और शुद्धता के प्रमाणपत्र के साथ पैक। धनतेरस और अक्षय तृतीया पर लोकप्रिय।',
      ar: 'عملة ذهبية وزنها 5 غرامات عيار 24 بنقاء 999.9، معبأة مع شهادة الوزن والنقاء. مطلوبة في مواسم الأعياد والمناسبات.',
    },
    metal: 'gold', purity: '24K', colour: 'yellow', netMg: 5_000,
    making: percentOfMetal(6),
    gender: 'unisex', occasion: 'festive', popularity: 940,
  },
  {
    sku: 'SLV-CN-24K-004',
    slug: 'gold-coin-8g-24k',
    name: { en: 'Gold Coin 8 g 24K', hi: 'सोने का सिक्का 8 ग्राम 24 कैरेट', ar: 'عملة ذهبية 8 غرامات عيار 24' },
    description: {
      en: 'Eight grams, the traditional sovereign weight, in 24K 999.9 gold with a milled edge.',
      hi: 'पारंपरिक सॉवरेन (पवन) वज़न, आठ ग्राम, मिल्ड किनारे वाले 24 कैरेट 999.9 सोने में।',
      ar: 'ثمانية غرامات، الوزن التقليدي للجنيه الذهبي، من الذهب عيار 24 بنقاء 999.9 وحافة مسننة.',
    },
    metal: 'gold', purity: '24K', colour: 'yellow', netMg: 8_000,
    making: percentOfMetal(5),
    gender: 'unisex', occasion: 'gift',
  },
  {
    sku: 'SLV-CN-24K-005',
    slug: 'gold-coin-10g-24k',
    name: { en: 'Gold Coin 10 g 24K', hi: 'सोने का सिक्का 10 ग्राम 24 कैरेट', ar: 'عملة ذهبية 10 غرامات عيار 24' },
    description: {
      en: 'A 10 gram coin of 999.9 fine gold, the standard unit for gold savings, delivered insured in a sealed assay card.',
      hi: '999.9 शुद्ध सोने का 10 ग्राम का सिक्का, सोने की बचत की मानक इकाई, सील एसे कार्ड में बीमित डिलीवरी।',
      ar: 'عملة وزنها 10 غرامات من الذهب الخالص 999.9، الوحدة المعتادة لادخار الذهب، تُسلَّم مؤمَّنة في بطاقة فحص مختومة.',
    },
    metal: 'gold', purity: '24K', colour: 'yellow', netMg: 10_000,
    making: percentOfMetal(5),
    gender: 'unisex', occasion: 'gift', popularity: 985,
  },
  {
    sku: 'SLV-CN-24K-006',
    slug: 'lakshmi-gold-coin-5g-24k',
    name: { en: 'Lakshmi Gold Coin 5 g 24K', hi: 'लक्ष्मी सोने का सिक्का 5 ग्राम 24 कैरेट', ar: 'عملة لاكشمي الذهبية 5 غرامات عيار 24' },
    description: {
      en: 'Goddess Lakshmi on a lotus, struck in 5 grams of 24K gold for Diwali puja and gifting.',
      hi: 'कमल पर विराजमान देवी लक्ष्मी, दिवाली पूजा और उपहार के लिए 24 कैरेट सोने के 5 ग्राम में ढली।',
      ar: 'الإلهة لاكشمي على زهرة اللوتس، مسكوكة على 5 غرامات من الذهب عيار 24 لطقوس ديوالي وللإهداء.',
    },
    metal: 'gold', purity: '24K', colour: 'yellow', netMg: 5_000,
    making: percentOfMetal(8),
    gender: 'unisex', occasion: 'festive',
  },
  {
    sku: 'SLV-CN-999-007',
    slug: 'silver-coin-10g-999',
    name: { en: 'Silver Coin 10 g 999', hi: 'चाँदी का सिक्का 10 ग्राम 999', ar: 'عملة فضية 10 غرامات عيار 999' },
    description: {
      en: 'A 10 gram coin of 999 fine silver with a mirror field and a frosted lotus, packed in a sealed card.',
      hi: 'आईने जैसी सतह और मैट कमल वाला 999 शुद्ध चाँदी का 10 ग्राम का सिक्का, सील कार्ड में पैक।',
      ar: 'عملة وزنها 10 غرامات من الفضة الخالصة 999 بسطح لامع كالمرآة ولوتس مطفي، معبأة في بطاقة مختومة.',
    },
    metal: 'silver', purity: '999', colour: 'white', netMg: 10_000,
    making: percentOfMetal(15),
    gender: 'unisex', occasion: 'gift',
  },
  {
    sku: 'SLV-CN-999-008',
    slug: 'lakshmi-silver-coin-5g-999',
    name: { en: 'Lakshmi Silver Coin 5 g 999', hi: 'लक्ष्मी चाँदी का सिक्का 5 ग्राम 999', ar: 'عملة لاكشمي الفضية 5 غرامات عيار 999' },
    description: {
      en: 'Goddess Lakshmi on 5 grams of 999 fine silver, the customary coin for Dhanteras prayers.',
      hi: 'धनतेरस पूजा का पारंपरिक सिक्का: 999 शुद्ध चाँदी के 5 ग्राम पर देवी लक्ष्मी।',
      ar: 'الإلهة لاكشمي على 5 غرامات من الفضة الخالصة 999، العملة المعتادة في صلوات دانتيراس.',
    },
    metal: 'silver', purity: '999', colour: 'white', netMg: 5_000,
    making: percentOfMetal(15),
    gender: 'unisex', occasion: 'festive', subsites: INDIA_ONLY,
  },
  {
    sku: 'SLV-CN-24K-009',
    slug: 'arabesque-gold-coin-2g-24k',
    name: { en: 'Arabesque Gold Coin 2 g 24K', hi: 'अरबेस्क सोने का सिक्का 2 ग्राम 24 कैरेट', ar: 'عملة أرابيسك الذهبية 2 غرام عيار 24' },
    description: {
      en: 'An eight-pointed Islamic star pattern struck in 2 grams of 999.9 gold, a gift for weddings and Eid.',
      hi: '999.9 सोने के 2 ग्राम पर उकेरा गया आठ-कोणीय इस्लामी सितारे का पैटर्न; शादियों और ईद का उपहार।',
      ar: 'نقش النجمة الإسلامية الثمانية مسكوك على غرامين من الذهب 999.9، هدية للأعراس والعيد.',
    },
    metal: 'gold', purity: '24K', colour: 'yellow', netMg: 2_000,
    making: percentOfMetal(8),
    gender: 'unisex', occasion: 'gift', subsites: UAE_ONLY,
  },
]);
