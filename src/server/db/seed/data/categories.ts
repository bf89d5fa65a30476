import type { SeedCategory } from '../types';

export const categories: SeedCategory[] = [
  {
    slug: 'rings',
    sort: 1,
    image: '/images/categories/rings.svg',
    name: { en: 'Rings', hi: 'अंगूठियाँ', ar: 'خواتم' },
    description: {
      en: 'Solitaires, temple rings, eternity bands and signets in gold, platinum and silver.',
      hi: 'सोने, प्लैटिनम और चाँदी में सॉलिटेयर, टेंपल अंगूठियाँ, इटर्निटी बैंड और सिग्नेट अंगूठियाँ।',
      ar: 'خواتم سوليتير وخواتم معبدية وخواتم الأبدية وخواتم الختم من الذهب والبلاتين والفضة.',
    },
  },
  {
    slug: 'earrings',
    sort: 2,
    image: '/images/categories/earrings.svg',
    name: { en: 'Earrings', hi: 'बालियाँ और झुमके', ar: 'أقراط' },
    description: {
      en: 'Jhumkas, chandbalis, diamond studs and hoops for every day and every wedding.',
      hi: 'रोज़ के लिए और हर शादी के लिए झुमके, चांदबाली, डायमंड टॉप्स और हूप्स।',
      ar: 'أقراط جومكا وتشاندبالي وأقراط ألماس وأقراط حلقية لكل يوم ولكل عرس.',
    },
  },
  {
    slug: 'necklaces',
    sort: 3,
    image: '/images/categories/necklaces.svg',
    name: { en: 'Necklaces', hi: 'हार', ar: 'قلائد' },
    description: {
      en: 'Kundan chokers, temple harams, mangalsutras and diamond necklaces.',
      hi: 'कुंदन चोकर, टेंपल हारम, मंगलसूत्र और हीरों के हार।',
      ar: 'قلائد تشوكر كوندان وقلائد معبدية ومنغالسوترا وقلائد ألماس.',
    },
  },
  {
    slug: 'bangles',
    sort: 4,
    image: '/images/categories/bangles.svg',
    name: { en: 'Bangles', hi: 'कंगन और कड़े', ar: 'أساور' },
    description: {
      en: 'Engraved gold bangles, kadas and diamond bangles in Indian sizes 2.4 to 2.10.',
      hi: 'भारतीय साइज़ 2.4 से 2.10 में नक्काशीदार सोने के कंगन, कड़े और हीरों के कंगन।',
      ar: 'أساور ذهبية منقوشة وأساور كادا وأساور ألماس بالمقاسات الهندية من 2.4 إلى 2.10.',
    },
  },
  {
    slug: 'pendants',
    sort: 5,
    image: '/images/categories/pendants.svg',
    name: { en: 'Pendants', hi: 'पेंडेंट', ar: 'دلايات' },
    description: {
      en: 'Devotional, solitaire and everyday pendants to wear on a chain of your choice.',
      hi: 'अपनी पसंद की चेन में पहनने के लिए धार्मिक, सॉलिटेयर और रोज़ के पेंडेंट।',
      ar: 'دلايات روحانية وسوليتير ودلايات يومية لترتديها على السلسلة التي تختارها.',
    },
  },
  {
    slug: 'chains',
    sort: 6,
    image: '/images/categories/chains.svg',
    name: { en: 'Chains', hi: 'चेन', ar: 'سلاسل' },
    description: {
      en: 'Rope, box, curb, Singapore and figaro chains, sold by length and weight.',
      hi: 'रोप, बॉक्स, कर्ब, सिंगापुर और फ़िगारो चेन, लंबाई और वज़न के हिसाब से।',
      ar: 'سلاسل الحبل والصندوق والكيرب وسنغافورة وفيغارو، تُباع حسب الطول والوزن.',
    },
  },
  {
    slug: 'coins',
    sort: 7,
    image: '/images/categories/coins.svg',
    name: { en: 'Gold & Silver Coins', hi: 'सोने और चाँदी के सिक्के', ar: 'عملات الذهب والفضة' },
    description: {
      en: '24K 999.9 gold coins and 999 silver coins from 1 to 10 grams, sealed and certified.',
      hi: '1 से 10 ग्राम तक के 24 कैरेट 999.9 सोने और 999 चाँदी के सिक्के, सील और प्रमाणित।',
      ar: 'عملات ذهبية عيار 24 بنقاء 999.9 وعملات فضية 999 من 1 إلى 10 غرامات، مختومة ومعتمدة.',
    },
  },
];
