import { defineProducts, percentOfMetal, perGram, UAE_ONLY } from './product-builder';

/** Men's chains come longer; their net weight is quoted at 22 inches. */
const MENS_LENGTHS = [20, 22, 24];

export const chains = defineProducts('chains', [
  {
    sku: 'SLV-CH-22K-001',
    slug: 'rope-chain-22k',
    name: { en: 'Rope Chain', hi: 'रोप चेन', ar: 'سلسلة الحبل' },
    description: {
      en: 'Twisted 22K gold links that catch the light like a braided rope, with a lobster clasp. 12.4 g at 18 inches.',
      hi: 'गुँथी रस्सी की तरह रोशनी पकड़ने वाली 22 कैरेट सोने की बटी कड़ियाँ, लॉबस्टर क्लैस्प के साथ। 18 इंच पर 12.4 ग्राम।',
      ar: 'حلقات ملتوية من الذهب عيار 22 تلتقط الضوء كحبل مجدول، مع قفل على شكل مخلب. تزن 12.4 غرام بطول 18 بوصة.',
    },
    metal: 'gold', purity: '22K', colour: 'yellow', netMg: 12_400,
    making: perGram(450), wastageBp: 600,
    gender: 'unisex', occasion: 'daily', popularity: 950,
  },
  {
    sku: 'SLV-CH-22K-002',
    slug: 'box-chain-22k',
    name: { en: 'Box Chain', hi: 'बॉक्स चेन', ar: 'سلسلة الصندوق' },
    description: {
      en: 'Square box links in 22K gold make a smooth, strong chain that holds a pendant without twisting.',
      hi: '22 कैरेट सोने की चौकोर बॉक्स कड़ियाँ एक चिकनी, मज़बूत चेन बनाती हैं जो पेंडेंट को बिना मुड़े सँभाले रखती है।',
      ar: 'حلقات مربعة على شكل صناديق من الذهب عيار 22 تصنع سلسلة ناعمة ومتينة تحمل الدلاية دون أن تلتوي.',
    },
    metal: 'gold', purity: '22K', colour: 'yellow', netMg: 8_600,
    making: perGram(420), wastageBp: 500,
    gender: 'unisex', occasion: 'daily',
  },
  {
    sku: 'SLV-CH-22K-003',
    slug: 'mens-curb-chain-22k',
    name: { en: "Men's Curb Chain", hi: 'पुरुषों की कर्ब चेन', ar: 'سلسلة كيرب رجالية' },
    description: {
      en: "Flat, interlocking curb links in 22K gold, 5 mm wide, with a box clasp and safety catch. A solid men's chain of about 25 grams.",
      hi: '5 मिमी चौड़ी, 22 कैरेट सोने की चपटी आपस में गुँथी कर्ब कड़ियाँ, बॉक्स क्लैस्प और सेफ़्टी कैच के साथ। लगभग 25 ग्राम की ठोस चेन।',
      ar: 'حلقات كيرب مسطحة ومتشابكة من الذهب عيار 22 بعرض 5 ملم، مع قفل صندوقي ومشبك أمان. سلسلة رجالية متينة تزن نحو 25 غراماً.',
    },
    metal: 'gold', purity: '22K', colour: 'yellow', netMg: 24_800,
    making: perGram(400), wastageBp: 500,
    gender: 'men', occasion: 'daily', sizes: MENS_LENGTHS, baseSize: 22,
  },
  {
    sku: 'SLV-CH-22K-004',
    slug: 'singapore-chain-22k',
    name: { en: 'Singapore Chain', hi: 'सिंगापुर चेन', ar: 'سلسلة سنغافورة' },
    description: {
      en: 'A light, twisting Singapore chain in 22K gold that ripples as it moves. Delicate on its own, lovely with a small pendant.',
      hi: '22 कैरेट सोने की हल्की, बल खाती सिंगापुर चेन जो हिलने पर लहराती है। अकेले नाज़ुक, छोटे पेंडेंट के साथ बेहद सुंदर।',
      ar: 'سلسلة سنغافورة خفيفة وملتوية من الذهب عيار 22 تتموج مع الحركة. رقيقة وحدها وجميلة مع دلاية صغيرة.',
    },
    metal: 'gold', purity: '22K', colour: 'yellow', netMg: 5_800,
    making: perGram(480), wastageBp: 600, makingOfferBp: 3000,
    gender: 'women', occasion: 'daily',
  },
  {
    sku: 'SLV-CH-18K-005',
    slug: 'rose-gold-cable-chain-18k',
    name: { en: 'Rose Gold Cable Chain', hi: 'रोज़ गोल्ड केबल चेन', ar: 'سلسلة كابل من الذهب الوردي' },
    description: {
      en: 'Fine round cable links in 18K rose gold: the everyday chain for a solitaire or an initial pendant.',
      hi: '18 कैरेट रोज़ गोल्ड की महीन गोल केबल कड़ियाँ; सॉलिटेयर या इनिशियल पेंडेंट के लिए रोज़ की चेन।',
      ar: 'حلقات كابل دائرية رفيعة من الذهب الوردي عيار 18، السلسلة اليومية لدلاية سوليتير أو حرف.',
    },
    metal: 'gold', purity: '18K', colour: 'rose', netMg: 5_200,
    making: perGram(800), wastageBp: 400,
    gender: 'women', occasion: 'daily',
  },
  {
    sku: 'SLV-CH-18K-006',
    slug: 'white-gold-wheat-chain-18k',
    name: { en: 'White Gold Wheat Chain', hi: 'व्हाइट गोल्ड व्हीट चेन', ar: 'سلسلة سنبلة القمح من الذهب الأبيض' },
    description: {
      en: 'Oval links woven like ears of wheat in rhodium-finished 18K white gold. Supple, bright and strong.',
      hi: 'रोडियम फ़िनिश वाले 18 कैरेट व्हाइट गोल्ड में गेहूँ की बालियों की तरह बुनी अंडाकार कड़ियाँ। लचीली, चमकदार और मज़बूत।',
      ar: 'حلقات بيضاوية منسوجة كسنابل القمح من الذهب الأبيض عيار 18 المطلي بالروديوم. مرنة ولامعة ومتينة.',
    },
    metal: 'gold', purity: '18K', colour: 'white', netMg: 6_400,
    making: perGram(900), wastageBp: 400,
    gender: 'unisex', occasion: 'office',
  },
  {
    sku: 'SLV-CH-PT-007',
    slug: 'platinum-link-chain-pt950',
    name: { en: 'Platinum Link Chain', hi: 'प्लैटिनम लिंक चेन', ar: 'سلسلة حلقات من البلاتين' },
    description: {
      en: "A men's chain of polished PT950 platinum links with a matte stripe, stamped 950 on the clasp.",
      hi: 'पुरुषों के लिए चमकदार PT950 प्लैटिनम कड़ियों की चेन, जिन पर मैट धारी है; क्लैस्प पर 950 की मुहर।',
      ar: 'سلسلة رجالية من حلقات البلاتين PT950 المصقولة بشريط مطفي، ومختومة بعلامة 950 على القفل.',
    },
    metal: 'platinum', purity: 'PT950', colour: 'white', netMg: 18_500,
    making: percentOfMetal(16),
    gender: 'men', occasion: 'gift', sizes: MENS_LENGTHS, baseSize: 22,
  },
  {
    sku: 'SLV-CH-925-008',
    slug: 'sterling-figaro-chain-925',
    name: { en: 'Sterling Figaro Chain', hi: 'स्टर्लिंग फ़िगारो चेन', ar: 'سلسلة فيغارو من الفضة الإسترلينية' },
    description: {
      en: 'The Italian figaro pattern, three short links and one long, in solid 925 sterling silver.',
      hi: 'ठोस 925 स्टर्लिंग चाँदी में इतालवी फ़िगारो पैटर्न: तीन छोटी कड़ियाँ और एक लंबी।',
      ar: 'نمط فيغارو الإيطالي، ثلاث حلقات قصيرة وواحدة طويلة، من الفضة الإسترلينية 925 الصلبة.',
    },
    metal: 'silver', purity: '925', colour: 'white', netMg: 14_000,
    making: perGram(350),
    gender: 'unisex', occasion: 'daily',
  },
  {
    sku: 'SLV-CH-22K-009',
    slug: 'bismarck-chain-22k',
    name: { en: 'Bismarck Chain', hi: 'बिस्मार्क चेन', ar: 'سلسلة بسمارك' },
    description: {
      en: 'Dense, multi-row Bismarck links in 22K gold, heavy and flexible: a classic of the Gold Souk.',
      hi: '22 कैरेट सोने की घनी, कई पंक्तियों वाली बिस्मार्क कड़ियाँ, भारी और लचीली; गोल्ड सूक की एक क्लासिक।',
      ar: 'حلقات بسمارك كثيفة متعددة الصفوف من الذهب عيار 22، ثقيلة ومرنة: من كلاسيكيات سوق الذهب.',
    },
    metal: 'gold', purity: '22K', colour: 'yellow', netMg: 19_800,
    making: perGram(420, 18), wastageBp: 500,
    gender: 'men', occasion: 'festive', sizes: MENS_LENGTHS, baseSize: 22, subsites: UAE_ONLY,
  },
]);
