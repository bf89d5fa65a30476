import type { ContentText, SubsitePlan } from './content-builder';
import { indiaPlan } from './content-india';

type UaeBanner =
  | 'bridal-edit'
  | 'diamond-solitaires'
  | 'gold-souk'
  | 'gold-coins'
  | 'menu-new-arrivals'
  | 'menu-platinum'
  | 'menu-everyday'
  | 'ad-eid-gifts'
  | 'ad-exchange'
  | 'ad-welcome';

export const uaePlan: SubsitePlan<UaeBanner> = {
  subsite: 'ae',
  homeBanners: [
    { id: 'bridal-edit', href: '/necklaces?metal=gold&purity=22K' },
    { id: 'diamond-solitaires', href: '/rings?metal=gold&purity=18K' },
    { id: 'gold-souk', href: '/bangles?metal=gold&purity=22K' },
    { id: 'gold-coins', href: '/coins?metal=gold&purity=24K' },
  ],
  menuBanners: [
    { id: 'menu-new-arrivals', href: '/earrings' },
    { id: 'menu-platinum', href: '/rings?metal=platinum' },
    { id: 'menu-everyday', href: '/chains' },
  ],
  adBanners: [
    { id: 'ad-eid-gifts', href: '/pendants' },
    { id: 'ad-exchange', href: '/stores' },
    { id: 'ad-welcome', href: '/earrings' },
  ],
  widgetSkus: indiaPlan.widgetSkus,
};

const settings = {
  supportPhone: '+971 4 300 1234',
  supportEmail: 'care@slvjewellers.example',
  currencyCode: 'AED',
  taxRatePercent: 5,
};

export const uaeEnglish: ContentText<UaeBanner> = {
  categories: {
    rings: 'Rings', earrings: 'Earrings', necklaces: 'Necklaces', bangles: 'Bangles',
    pendants: 'Pendants', chains: 'Chains', coins: 'Coins',
  },
  filters: {
    gold22: '22K gold', gold18: '18K gold', gold24: '24K gold',
    platinum: 'Platinum', silver: 'Sterling silver', silver999: 'Fine silver 999',
  },
  metalRates: 'Gold rate today',
  stores: 'Showrooms',
  banners: {
    'bridal-edit': {
      title: 'The Bridal Edit',
      subtitle: 'Kundan chokers, jhumkas and filigree bibs in 22K gold for the wedding season.',
      cta: 'Shop bridal',
      imageAlt: 'A 22K gold kundan choker with emerald and pearl drops on deep red velvet',
    },
    'diamond-solitaires': {
      title: 'Solitaires, certified',
      subtitle: 'GIA and IGI certified diamonds in 18K gold and platinum, from 0.30 ct.',
      cta: 'Find your solitaire',
      imageAlt: 'A diamond solitaire ring with a halo on a navy background',
    },
    'gold-souk': {
      title: 'From the Gold Souk',
      subtitle: 'Filigree bangles, bib necklaces and Bismarck chains in 22K gold, made in Dubai.',
      cta: 'Shop 22K gold',
      imageAlt: 'A 22K gold filigree bangle on dark green velvet',
    },
    'gold-coins': {
      title: 'Gold coins',
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
    'ad-eid-gifts': {
      title: 'Gifts for Eid',
      subtitle: 'Crescent pendants, evil-eye charms and gold coins from AED 300.',
      cta: 'Shop gifts',
      imageAlt: 'A gold crescent and star pendant',
    },
    'ad-exchange': {
      title: 'Lifetime exchange',
      subtitle: 'Bring your old gold to any SLV showroom and exchange it at today’s rate.',
      cta: 'Find a showroom',
      imageAlt: 'Gold bangles and coins on a velvet tray',
    },
    'ad-welcome': {
      title: 'AED 50 off',
      subtitle: 'Spend AED 1,000 or more and save AED 50 with code UAE50.',
      cta: 'Start shopping',
      imageAlt: 'A gold ring on a gift box',
    },
  },
  widget: { title: 'Bestsellers', subtitle: 'The pieces our customers come back for.' },
  promises: [
    { icon: 'tick-badge', title: 'Hallmarked & certified', text: 'Gold hallmarked in the UAE; diamonds come with IGI or GIA reports.' },
    { icon: 'returns', title: '{returnWindowDays}-day returns', text: 'Changed your mind? Return unworn pieces within {returnWindowDays} days of delivery for a full refund.' },
    { icon: 'lock', title: 'Lifetime exchange', text: 'Exchange any SLV piece at the day’s gold rate, for as long as you own it.' },
    { icon: 'truck', title: 'Free insured shipping', text: 'Insured delivery across the Emirates on orders above {freeShippingAbove}.' },
  ],
  footer: {
    shop: 'Shop', care: 'Customer care', company: 'SLV Jewellers',
    trackOrder: 'Track your order', returns: 'Returns', storeLocator: 'Our showrooms', metalRates: 'Gold rate today',
    about: 'About us', contact: 'Contact us', privacy: 'Privacy policy', terms: 'Terms & conditions',
    shippingPolicy: 'Shipping & delivery', returnPolicy: 'Returns & refunds policy',
  },
  about:
    'SLV Jewellers (Sri Lakshmi Vilas) has made gold and diamond jewellery since 1962 and opened its first Dubai showroom in the Gold Souk in 1998. Every piece is weighed, hallmarked and priced at the day’s metal rate.',
  copyright: '© 2026 SLV Jewellers LLC, Dubai. All rights reserved.',
  siteSettings: { ...settings, storeName: 'SLV Jewellers', tagline: 'Sri Lakshmi Vilas · Fine jewellery since 1962', taxLabel: 'VAT' },
};

export const uaeArabic: ContentText<UaeBanner> = {
  categories: {
    rings: 'خواتم', earrings: 'أقراط', necklaces: 'قلائد', bangles: 'أساور',
    pendants: 'دلايات', chains: 'سلاسل', coins: 'عملات',
  },
  filters: {
    gold22: 'ذهب عيار 22', gold18: 'ذهب عيار 18', gold24: 'ذهب عيار 24',
    platinum: 'بلاتين', silver: 'فضة إسترلينية', silver999: 'فضة خالصة 999',
  },
  metalRates: 'سعر الذهب اليوم',
  stores: 'المعارض',
  banners: {
    'bridal-edit': {
      title: 'مجموعة العروس',
      subtitle: 'قلائد تشوكر كوندان وأقراط جومكا وقلائد مخرّمة من الذهب عيار 22 لموسم الأعراس.',
      cta: 'تسوّق مجموعة العروس',
      imageAlt: 'قلادة تشوكر كوندان من الذهب عيار 22 بحبات الزمرد واللؤلؤ على مخمل أحمر داكن',
    },
    'diamond-solitaires': {
      title: 'سوليتير معتمد',
      subtitle: 'ألماس بشهادات GIA وIGI في الذهب عيار 18 والبلاتين، ابتداءً من 0.30 قيراط.',
      cta: 'اختر السوليتير',
      imageAlt: 'خاتم سوليتير بهالة من الألماس على خلفية كحلية',
    },
    'gold-souk': {
      title: 'من سوق الذهب',
      subtitle: 'أساور مخرّمة وقلائد عريضة وسلاسل بسمارك من الذهب عيار 22، صُنعت في دبي.',
      cta: 'تسوّق ذهب عيار 22',
      imageAlt: 'سوار مخرّم من الذهب عيار 22 على مخمل أخضر داكن',
    },
    'gold-coins': {
      title: 'عملات ذهبية',
      subtitle: 'عملات ذهبية عيار 24 بنقاء 999.9 من 1 إلى 10 غرامات، مختومة في بطاقات فحص مانعة للعبث.',
      cta: 'اشترِ العملات',
      imageAlt: 'كومة من العملات الذهبية عيار 24',
    },
    'menu-new-arrivals': {
      title: 'وصل حديثاً',
      subtitle: 'تصاميم جديدة كل أسبوع.',
      cta: 'اكتشف الجديد',
      imageAlt: 'أقراط ألماس ودلاية على حرير كريمي',
    },
    'menu-platinum': {
      title: 'البلاتين',
      subtitle: 'خواتم وسوليتير من البلاتين PT950 لا يبهت بريقها.',
      cta: 'تسوّق البلاتين',
      imageAlt: 'زوج من خواتم البلاتين',
    },
    'menu-everyday': {
      title: 'ذهب لكل يوم',
      subtitle: 'سلاسل خفيفة وأقراط حلقية للارتداء اليومي.',
      cta: 'تسوّق السلاسل',
      imageAlt: 'سلسلة حبل ذهبية وأقراط حلقية',
    },
    'ad-eid-gifts': {
      title: 'هدايا العيد',
      subtitle: 'دلايات الهلال وتعويذات العين الزرقاء والعملات الذهبية ابتداءً من 300 درهم.',
      cta: 'تسوّق الهدايا',
      imageAlt: 'دلاية هلال ونجمة من الذهب',
    },
    'ad-exchange': {
      title: 'استبدال مدى الحياة',
      subtitle: 'أحضر ذهبك القديم إلى أي معرض من معارض SLV واستبدله بسعر اليوم.',
      cta: 'ابحث عن معرض',
      imageAlt: 'أساور وعملات ذهبية على صينية مخملية',
    },
    'ad-welcome': {
      title: 'خصم 50 درهماً',
      subtitle: 'أنفق 1,000 درهم أو أكثر ووفّر 50 درهماً باستخدام الرمز UAE50.',
      cta: 'ابدأ التسوق',
      imageAlt: 'خاتم ذهبي على علبة هدية',
    },
  },
  widget: { title: 'الأكثر مبيعاً', subtitle: 'القطع التي يعود إليها عملاؤنا مرة بعد مرة.' },
  promises: [
    { icon: 'tick-badge', title: 'ذهب مدموغ وألماس معتمد', text: 'ذهب مدموغ في الإمارات، وألماس مرفق بتقارير IGI أو GIA.' },
    { icon: 'returns', title: 'إرجاع خلال {returnWindowDays} يوماً', text: 'غيّرت رأيك؟ أعد القطع غير المستعملة خلال {returnWindowDays} يوماً من الاستلام واسترد المبلغ كاملاً.' },
    { icon: 'lock', title: 'استبدال مدى الحياة', text: 'استبدل أي قطعة من SLV بسعر الذهب في يومها، طوال فترة امتلاكك لها.' },
    { icon: 'truck', title: 'شحن مجاني ومؤمَّن', text: 'توصيل مؤمَّن في جميع أنحاء الإمارات للطلبات التي تزيد على {freeShippingAbove}.' },
  ],
  footer: {
    shop: 'تسوّق', care: 'خدمة العملاء', company: 'مجوهرات إس إل في',
    trackOrder: 'تتبّع طلبك', returns: 'الإرجاع', storeLocator: 'معارضنا', metalRates: 'سعر الذهب اليوم',
    about: 'من نحن', contact: 'اتصل بنا', privacy: 'سياسة الخصوصية', terms: 'الشروط والأحكام',
    shippingPolicy: 'الشحن والتوصيل', returnPolicy: 'سياسة الإرجاع والاسترداد',
  },
  about:
    'تصنع مجوهرات إس إل في (سري لاكشمي فيلاس) الحلي الذهبية والماسية منذ عام 1962، وافتتحت أول معرض لها في سوق الذهب بدبي عام 1998. تُوزن كل قطعة وتُدمغ وتُسعَّر بسعر المعدن في يومها.',
  copyright: '© 2026 مجوهرات إس إل في ذ.م.م، دبي. جميع الحقوق محفوظة.',
  siteSettings: { ...settings, storeName: 'مجوهرات إس إل في', tagline: 'سري لاكشمي فيلاس · مجوهرات راقية منذ 1962', taxLabel: 'ضريبة القيمة المضافة' },
};
