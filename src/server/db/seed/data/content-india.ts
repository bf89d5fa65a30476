import type { ContentText, SubsitePlan } from './content-builder';

type IndiaBanner =
  | 'bridal-edit'
  | 'diamond-solitaires'
  | 'temple-heritage'
  | 'gold-coins'
  | 'menu-new-arrivals'
  | 'menu-platinum'
  | 'menu-everyday'
  | 'ad-making-offer'
  | 'ad-exchange'
  | 'ad-welcome';

export const indiaPlan: SubsitePlan<IndiaBanner> = {
  subsite: 'in',
  homeBanners: [
    { id: 'bridal-edit', href: '/necklaces?metal=gold&purity=22K' },
    { id: 'diamond-solitaires', href: '/rings?metal=gold&purity=18K' },
    { id: 'temple-heritage', href: '/earrings?metal=gold&purity=22K' },
    { id: 'gold-coins', href: '/coins?metal=gold&purity=24K' },
  ],
  menuBanners: [
    { id: 'menu-new-arrivals', href: '/earrings' },
    { id: 'menu-platinum', href: '/rings?metal=platinum' },
    { id: 'menu-everyday', href: '/chains' },
  ],
  adBanners: [
    { id: 'ad-making-offer', href: '/bangles?metal=gold&purity=22K' },
    { id: 'ad-exchange', href: '/stores' },
    { id: 'ad-welcome', href: '/rings' },
  ],
  // Bestsellers sold in both subsites, so one list of SKUs serves India and the UAE.
  widgetSkus: [
    'SLV-RG-18K-002', 'SLV-ER-22K-001', 'SLV-NK-22K-001', 'SLV-BG-22K-001',
    'SLV-PD-22K-001', 'SLV-CH-22K-001', 'SLV-CN-24K-005', 'SLV-ER-18K-003',
  ],
};

const settings = {
  supportPhone: '+91 22 4000 1234',
  supportEmail: 'care@slvjewellers.example',
  currencyCode: 'INR',
  taxRatePercent: 3,
};

export const indiaEnglish: ContentText<IndiaBanner> = {
  categories: {
    rings: 'Rings', earrings: 'Earrings', necklaces: 'Necklaces', bangles: 'Bangles',
    pendants: 'Pendants', chains: 'Chains', coins: 'Coins',
  },
  filters: {
    gold22: '22K gold', gold18: '18K gold', gold24: '24K gold',
    platinum: 'Platinum', silver: 'Sterling silver', silver999: 'Fine silver 999',
  },
  metalRates: 'Gold rate today',
  stores: 'Stores',
  banners: {
    'bridal-edit': {
      title: 'The Bridal Edit',
      subtitle: 'Kundan chokers, temple jhumkas and polki kadas in 22K gold, made for the wedding season.',
      cta: 'Shop bridal',
      imageAlt: 'A 22K gold kundan choker with emerald and pearl drops on deep red velvet',
    },
    'diamond-solitaires': {
      title: 'Solitaires, certified',
      subtitle: 'GIA and IGI certified diamonds in 18K gold and platinum, from 0.30 ct.',
      cta: 'Find your solitaire',
      imageAlt: 'A diamond solitaire ring with a halo on a navy background',
    },
    'temple-heritage': {
      title: 'Temple Heritage',
      subtitle: 'Lakshmi rings, peacock jhumkas and kasu malas in the South Indian temple tradition.',
      cta: 'Explore temple jewellery',
      imageAlt: 'Gold temple jhumkas with ruby accents',
    },
    'gold-coins': {
      title: 'Gold & silver coins',
      subtitle: '24K 999.9 gold coins from 1 g to 10 g, sealed in tamper-proof assay cards.',
      cta: 'Buy coins',
      imageAlt: 'A stack of 24K gold coins',
    },
    'menu-new-arrivals': {
      title: 'New arrivals',
      subtitle: 'Fresh designs every week.',
      cta: "See what's new",
      imageAlt: 'Diamond earrings and a pendant on cream silk',
    },
    'menu-platinum': {
      title: 'Platinum',
      subtitle: 'PT950 bands and solitaires that never fade.',
      cta: 'Shop platinum',
      imageAlt: 'A pair of platinum bands',
    },
    'menu-everyday': {
      title: 'Everyday gold',
      subtitle: 'Light chains and hoops to wear every day.',
      cta: 'Shop chains',
      imageAlt: 'A gold rope chain and hoops',
    },
    'ad-making-offer': {
      title: 'Up to 25% off making charges',
      subtitle: 'On selected 22K gold bangles, rings and earrings this month.',
      cta: 'Shop the offer',
      imageAlt: 'Engraved 22K gold bangles',
    },
    'ad-exchange': {
      title: 'Lifetime exchange',
      subtitle: 'Bring your old gold to any SLV store and exchange it at today’s rate.',
      cta: 'Find a store',
      imageAlt: 'Gold bangles and coins on a velvet tray',
    },
    'ad-welcome': {
      title: 'WELCOME10',
      subtitle: '10% off your first order, up to ₹5,000. Use code WELCOME10 at checkout.',
      cta: 'Start shopping',
      imageAlt: 'A gold ring on a gift box',
    },
  },
  widget: { title: 'Bestsellers', subtitle: 'The pieces our customers come back for.' },
  promises: [
    { icon: 'tick-badge', title: 'BIS hallmarked & certified', text: 'Every gold piece carries a HUID; diamonds come with IGI or GIA reports.' },
    { icon: 'returns', title: '{returnWindowDays}-day returns', text: 'Changed your mind? Return unworn pieces within {returnWindowDays} days of delivery for a full refund.' },
    { icon: 'lock', title: 'Lifetime exchange', text: 'Exchange any SLV piece at the day’s gold rate, for as long as you own it.' },
    { icon: 'truck', title: 'Free insured shipping', text: 'Insured delivery in tamper-proof packaging on orders above {freeShippingAbove}.' },
  ],
  footer: {
    shop: 'Shop', care: 'Customer care', company: 'SLV Jewellers',
    trackOrder: 'Track your order', returns: 'Returns', storeLocator: 'Store locator', metalRates: 'Gold rate today',
    about: 'About us', contact: 'Contact us', privacy: 'Privacy policy', terms: 'Terms & conditions',
    shippingPolicy: 'Shipping & delivery', returnPolicy: 'Returns & refunds policy',
  },
  about:
    'SLV Jewellers (Sri Lakshmi Vilas) has made gold and diamond jewellery since 1962, starting with a single counter in Mumbai’s Zaveri Bazaar. Today our craftsmen work in Mumbai, Coimbatore and Dubai, and every piece is weighed, hallmarked and priced at the day’s metal rate.',
  copyright: '© 2026 SLV Jewellers Pvt. Ltd. All rights reserved.',
  siteSettings: { ...settings, storeName: 'SLV Jewellers', tagline: 'Sri Lakshmi Vilas · Fine jewellery since 1962', taxLabel: 'GST' },
};

export const indiaHindi: ContentText<IndiaBanner> = {
  categories: {
    rings: 'अंगूठियाँ', earrings: 'बालियाँ और झुमके', necklaces: 'हार', bangles: 'कंगन',
    pendants: 'पेंडेंट', chains: 'चेन', coins: 'सिक्के',
  },
  filters: {
    gold22: '22 कैरेट सोना', gold18: '18 कैरेट सोना', gold24: '24 कैरेट सोना',
    platinum: 'प्लैटिनम', silver: 'स्टर्लिंग चाँदी', silver999: 'शुद्ध चाँदी 999',
  },
  metalRates: 'आज का सोने का भाव',
  stores: 'स्टोर',
  banners: {
    'bridal-edit': {
      title: 'दुल्हन संग्रह',
      subtitle: 'शादी के मौसम के लिए 22 कैरेट सोने में कुंदन चोकर, टेंपल झुमके और पोल्की कड़े।',
      cta: 'दुल्हन संग्रह देखें',
      imageAlt: 'गहरे लाल मखमल पर पन्ने और मोती की लटकनों वाला 22 कैरेट सोने का कुंदन चोकर',
    },
    'diamond-solitaires': {
      title: 'प्रमाणित सॉलिटेयर',
      subtitle: '18 कैरेट सोने और प्लैटिनम में GIA और IGI प्रमाणित हीरे, 0.30 कैरेट से।',
      cta: 'अपना सॉलिटेयर चुनें',
      imageAlt: 'गहरे नीले पृष्ठभूमि पर हेलो वाली हीरे की सॉलिटेयर अंगूठी',
    },
    'temple-heritage': {
      title: 'मंदिर विरासत',
      subtitle: 'दक्षिण भारतीय मंदिर परंपरा में गढ़ी लक्ष्मी अंगूठियाँ, मयूर झुमके और कासु माला।',
      cta: 'टेंपल आभूषण देखें',
      imageAlt: 'माणिक जड़े सोने के टेंपल झुमके',
    },
    'gold-coins': {
      title: 'सोने और चाँदी के सिक्के',
      subtitle: '1 से 10 ग्राम तक 24 कैरेट 999.9 सोने के सिक्के, छेड़छाड़-रोधी एसे कार्ड में सील।',
      cta: 'सिक्के ख़रीदें',
      imageAlt: '24 कैरेट सोने के सिक्कों का ढेर',
    },
    'menu-new-arrivals': {
      title: 'नए डिज़ाइन',
      subtitle: 'हर हफ़्ते नए डिज़ाइन।',
      cta: 'नया क्या है, देखें',
      imageAlt: 'क्रीम रेशम पर हीरे की बालियाँ और पेंडेंट',
    },
    'menu-platinum': {
      title: 'प्लैटिनम',
      subtitle: 'PT950 बैंड और सॉलिटेयर, जिनकी चमक कभी फीकी नहीं पड़ती।',
      cta: 'प्लैटिनम देखें',
      imageAlt: 'प्लैटिनम बैंड की जोड़ी',
    },
    'menu-everyday': {
      title: 'रोज़ का सोना',
      subtitle: 'रोज़ पहनने के लिए हल्की चेन और हूप्स।',
      cta: 'चेन देखें',
      imageAlt: 'सोने की रोप चेन और हूप्स',
    },
    'ad-making-offer': {
      title: 'मेकिंग चार्ज पर 25% तक छूट',
      subtitle: 'इस महीने चुनिंदा 22 कैरेट सोने के कंगन, अंगूठियों और बालियों पर।',
      cta: 'ऑफ़र देखें',
      imageAlt: 'नक्काशीदार 22 कैरेट सोने के कंगन',
    },
    'ad-exchange': {
      title: 'आजीवन एक्सचेंज',
      subtitle: 'अपना पुराना सोना किसी भी SLV स्टोर पर लाएँ और आज के भाव पर बदलें।',
      cta: 'स्टोर खोजें',
      imageAlt: 'मखमली ट्रे पर सोने के कंगन और सिक्के',
    },
    'ad-welcome': {
      title: 'WELCOME10',
      subtitle: 'पहले ऑर्डर पर ₹5,000 तक 10% की छूट। चेकआउट पर कोड WELCOME10 लगाएँ।',
      cta: 'ख़रीदारी शुरू करें',
      imageAlt: 'उपहार के डिब्बे पर सोने की अंगूठी',
    },
  },
  widget: { title: 'सबसे ज़्यादा पसंद किए गए', subtitle: 'वे आभूषण जिनके लिए हमारे ग्राहक बार-बार लौटते हैं।' },
  promises: [
    { icon: 'tick-badge', title: 'BIS हॉलमार्क और प्रमाणित', text: 'हर सोने के आभूषण पर HUID; हीरों के साथ IGI या GIA रिपोर्ट।' },
    { icon: 'returns', title: '{returnWindowDays} दिन में वापसी', text: 'मन बदल गया? बिना पहने आभूषण डिलीवरी के {returnWindowDays} दिनों के भीतर लौटाएँ और पूरा पैसा वापस पाएँ।' },
    { icon: 'lock', title: 'आजीवन एक्सचेंज', text: 'SLV का कोई भी आभूषण, जब तक वह आपके पास है, उस दिन के सोने के भाव पर बदलें।' },
    { icon: 'truck', title: 'मुफ़्त बीमित शिपिंग', text: '{freeShippingAbove} से ऊपर के ऑर्डर पर छेड़छाड़-रोधी पैकिंग में बीमित डिलीवरी।' },
  ],
  footer: {
    shop: 'ख़रीदारी', care: 'ग्राहक सेवा', company: 'एसएलवी ज्वैलर्स',
    trackOrder: 'ऑर्डर ट्रैक करें', returns: 'वापसी', storeLocator: 'स्टोर खोजें', metalRates: 'आज का सोने का भाव',
    about: 'हमारे बारे में', contact: 'संपर्क करें', privacy: 'गोपनीयता नीति', terms: 'नियम और शर्तें',
    shippingPolicy: 'शिपिंग और डिलीवरी', returnPolicy: 'वापसी और रिफ़ंड नीति',
  },
  about:
    'एसएलवी ज्वैलर्स (श्री लक्ष्मी विलास) 1962 से सोने और हीरे के आभूषण बना रहा है; शुरुआत मुंबई के ज़वेरी बाज़ार में एक छोटे से काउंटर से हुई थी। आज हमारे कारीगर मुंबई, कोयंबटूर और दुबई में काम करते हैं, और हर आभूषण तौलकर, हॉलमार्क करके उस दिन के धातु भाव पर बेचा जाता है।',
  copyright: '© 2026 एसएलवी ज्वैलर्स प्रा. लि. सर्वाधिकार सुरक्षित।',
  siteSettings: { ...settings, storeName: 'एसएलवी ज्वैलर्स', tagline: 'श्री लक्ष्मी विलास · 1962 से उत्कृष्ट आभूषण', taxLabel: 'जीएसटी' },
};
