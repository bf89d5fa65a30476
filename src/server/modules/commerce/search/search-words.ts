/**
 * Words a shopper may search with that are not in a product's name: its kind, metal, purity,
 * colour and stones, in every language of the store. They join each product's search document (weight C),
 * so "ring 22k", "सोने की चेन" and "خاتم ذهب" find what the names alone would miss.
 */
export interface AttributeWords {
  metal: Record<string, string>;
  purity: Record<string, string>;
  colour: Record<string, string>;
  stone: Record<string, string>;
  /** By category slug: singular and plural, and the words shoppers use (Hindi and Arabic have no stemmer). */
  category: Record<string, string>;
}

export const ATTRIBUTE_WORDS: AttributeWords = {
  metal: {
    gold: 'gold सोना सोने ذهب',
    platinum: 'platinum प्लैटिनम بلاتين',
    silver: 'silver चांदी चाँदी فضة',
  },
  purity: {
    '24K': '24k 24kt 24ct 24 carat karat',
    '22K': '22k 22kt 22ct 22 carat karat',
    '18K': '18k 18kt 18ct 18 carat karat',
    PT950: 'pt950 950',
    '925': '925 sterling',
    '999': '999 fine',
  },
  colour: {
    yellow: 'yellow',
    rose: 'rose',
    white: 'white',
  },
  stone: {
    diamond: 'diamond हीरा हीरे ألماس الماس',
    ruby: 'ruby माणिक ياقوت',
    emerald: 'emerald पन्ना زمرد',
    sapphire: 'sapphire नीलम ياقوت أزرق',
    pearl: 'pearl मोती لؤلؤ',
    polki: 'polki पोल्की بولكي',
    cubic_zirconia: 'zirconia cz زركونيا',
  },
  category: {
    rings: 'ring rings band अंगूठी अंगूठियाँ छल्ला خاتم خواتم',
    earrings: 'earring earrings studs jhumka ईयररिंग्स झुमके बालियाँ أقراط قرط حلق',
    necklaces: 'necklace necklaces haar हार नेकलेस قلادة قلائد عقد',
    bangles: 'bangle bangles bracelet kada कंगन चूड़ी चूड़ियाँ कड़ा أسورة أساور',
    pendants: 'pendant pendants locket पेंडेंट लॉकेट دلاية دلايات',
    chains: 'chain chains चेन ज़ंजीर سلسلة سلاسل',
    coins: 'coin coins सिक्का सिक्के कॉइन عملة عملات',
  },
};
