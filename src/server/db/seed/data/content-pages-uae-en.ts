import type { ContentPages } from '@/shared/contracts/content';

/**
 * The UAE store's content pages in English (docs/content-pages.md). `{returnWindowDays}`,
 * `{freeShippingAbove}`, `{supportPhone}`, `{supportEmail}` and `{storeName}` are filled from the
 * settings when a page renders: no figure is written into the words.
 */

export const uaeEnglishPages: ContentPages = {
  pages: [
    {
      slug: 'about',
      title: 'About us',
      summary: 'Sri Lakshmi Vilas has made gold and diamond jewellery since 1962, and in Dubai since 1998.',
      sections: [
        {
          heading: 'Our story',
          paragraphs: [
            'SLV Jewellers began in 1962 as a single counter in Mumbai’s Zaveri Bazaar and opened its first Dubai showroom in the Gold Souk in 1998. We still work as our founder did: the weight, purity and making charge of each piece are shown before you pay.',
            'Our craftsmen in Dubai, Mumbai and Coimbatore make the pieces you see here, from everyday chains to bridal sets.',
          ],
        },
        {
          heading: 'What we promise',
          paragraphs: [
            'Every gold piece is hallmarked in the UAE and its purity is stamped on it. Diamonds above 0.30 ct come with an IGI or GIA report.',
            'Prices follow the day’s metal rate, published on our Gold rate today page, plus a making charge; VAT is included and shown on your invoice.',
          ],
        },
        {
          heading: 'Lifetime exchange',
          paragraphs: ['Bring any {storeName} piece to one of our showrooms and exchange it at the day’s gold rate for as long as you own it.'],
        },
      ],
    },
    {
      slug: 'contact',
      title: 'Contact us',
      summary: 'Our customer care team answers calls, e-mails and showroom visits in English and Arabic.',
      sections: [
        {
          heading: 'Customer care',
          paragraphs: [
            'Call us on {supportPhone} or write to {supportEmail}. We answer calls every day from 10:00 to 22:00 UAE time, and reply to e-mails within one working day.',
            'For an order, please keep your order number to hand: it starts with SLV-AE and is in your confirmation e-mail and under My orders.',
          ],
        },
        {
          heading: 'Visit a showroom',
          paragraphs: [
            'Our showrooms are open from Saturday to Thursday, 10:00 to 22:00, and on Friday from 16:00 to 22:00. See the store locator for addresses, phone numbers and directions.',
          ],
        },
        {
          heading: 'Registered office',
          paragraphs: ['SLV Jewellers LLC, Gold Souk, Deira, Dubai, United Arab Emirates.'],
        },
      ],
    },
    {
      slug: 'privacy',
      title: 'Privacy policy',
      summary: 'What we collect when you shop with us, why, and the choices you have.',
      sections: [
        {
          heading: 'What we collect',
          paragraphs: [
            'Your name, phone number, e-mail address and delivery addresses; your orders, returns and reviews; and, when you pay, the result of the payment (never your full card number, which only our payment provider sees).',
          ],
        },
        {
          heading: 'Why we use it',
          paragraphs: [
            'To deliver your order, to send the one-time codes for sign-in and cash on delivery, to answer your questions, to keep the tax invoices the law requires, and to prevent fraud. We send offers only if you have agreed to receive them, and you can stop them at any time.',
          ],
        },
        {
          heading: 'Who sees it',
          paragraphs: ['Our courier partners see what they need to deliver, our payment provider what it needs to take payment. We do not sell your data to anyone.'],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'Under the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021) you may ask to see, correct or erase your data, or withdraw a consent you gave. Write to {supportEmail}; we answer within a month. Tax invoices are kept for the period the law requires.',
          ],
        },
      ],
    },
    {
      slug: 'terms',
      title: 'Terms & conditions',
      summary: 'The terms on which {storeName} sells through this website in the UAE.',
      sections: [
        {
          heading: 'Prices',
          paragraphs: [
            'Prices are in UAE dirhams, include VAT and are worked out from the day’s metal rate, the weight of the piece and its making charge. If the rate changes before you pay, checkout shows the new total before you confirm.',
          ],
        },
        {
          heading: 'Orders',
          paragraphs: [
            'Your order is accepted when we send the order confirmation. If a piece turns out to be unavailable we tell you at once and refund anything paid for it in full.',
          ],
        },
        {
          heading: 'Certificates',
          paragraphs: ['Diamond certificates travel with the piece and must be returned with it.'],
        },
        {
          heading: 'Returns, exchange and law',
          paragraphs: [
            'Returns follow our returns and refunds policy ({returnWindowDays} days from delivery) and exchanges our lifetime exchange promise. These terms are governed by the laws of the Emirate of Dubai and the federal laws of the UAE; the courts of Dubai have jurisdiction.',
          ],
        },
      ],
    },
    {
      slug: 'shipping',
      title: 'Shipping & delivery',
      summary: 'Insured delivery across the seven Emirates in tamper-proof packaging.',
      sections: [
        {
          heading: 'Delivery charges',
          paragraphs: ['Delivery is free and fully insured on orders above {freeShippingAbove}. Any delivery charge is shown at checkout before you pay.'],
        },
        {
          heading: 'When it arrives',
          paragraphs: [
            'Pieces in stock are delivered within one to three working days in Dubai, Sharjah and Abu Dhabi, and within five working days elsewhere in the Emirates. Made-to-order pieces take the time shown on their page.',
          ],
        },
        {
          heading: 'Receiving your parcel',
          paragraphs: [
            'Every parcel is sealed and insured until it is in your hands. The courier asks for a signature and may ask to see your Emirates ID. Please do not accept a parcel whose seal is broken: refuse it and call us on {supportPhone}.',
          ],
        },
      ],
    },
    {
      slug: 'returns',
      title: 'Returns & refunds policy',
      summary: 'Return unworn pieces within {returnWindowDays} days of delivery for a full refund.',
      sections: [
        {
          heading: 'How long you have',
          paragraphs: [
            'You may return a piece within {returnWindowDays} days of delivery. Start the return under My orders, choose the pieces and the reason, and add a photo if something is wrong with the piece.',
          ],
        },
        {
          heading: 'What we accept',
          paragraphs: [
            'Pieces must be unworn and unaltered, in their original packaging, with the tags, the tax invoice and any diamond certificate. Pieces resized or engraved at your request cannot be returned, but remain covered by our lifetime exchange.',
          ],
        },
        {
          heading: 'Your refund',
          paragraphs: [
            'Once the piece reaches us and is checked, usually within three working days, we refund the price you paid to your original payment method or, if you prefer, as store credit. Cash on delivery orders are refunded as store credit or by bank transfer.',
          ],
        },
      ],
    },
  ],
};
