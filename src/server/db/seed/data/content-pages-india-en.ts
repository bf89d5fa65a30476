import type { ContentPages } from '@/shared/contracts/content';

/**
 * The India store's content pages in English (docs/content-pages.md). `{returnWindowDays}`,
 * `{freeShippingAbove}`, `{supportPhone}`, `{supportEmail}` and `{storeName}` are filled from the
 * settings when a page renders: no figure is written into the words.
 */

export const indiaEnglishPages: ContentPages = {
  pages: [
    {
      slug: 'about',
      title: 'About us',
      summary: 'Sri Lakshmi Vilas has made gold and diamond jewellery for Indian families since 1962.',
      sections: [
        {
          heading: 'Our story',
          paragraphs: [
            'SLV Jewellers began in 1962 as a single counter in Mumbai’s Zaveri Bazaar, where our founder weighed every piece in front of the family buying it. Three generations later we still work that way: the weight, purity and making charge of each piece are shown before you pay.',
            'Today our craftsmen work in Mumbai, Coimbatore and Dubai, and our showrooms serve customers across India and the Emirates.',
          ],
        },
        {
          heading: 'What we promise',
          paragraphs: [
            'Every gold piece is BIS hallmarked and carries its own HUID, which you can verify in the BIS CARE app. Diamonds above 0.30 ct come with an IGI or GIA report.',
            'Prices follow the day’s metal rate, published on our Gold rate today page, plus a making charge and GST shown separately on every product.',
          ],
        },
        {
          heading: 'Lifetime exchange',
          paragraphs: [
            'Bring any {storeName} piece to one of our showrooms, with or without its invoice, and exchange it at the day’s gold rate for as long as you own it.',
          ],
        },
      ],
    },
    {
      slug: 'contact',
      title: 'Contact us',
      summary: 'Our customer care team answers calls, e-mails and showroom visits in English and Hindi.',
      sections: [
        {
          heading: 'Customer care',
          paragraphs: [
            'Call us on {supportPhone} or write to {supportEmail}. We answer calls from Monday to Saturday, 10:00 to 19:00 IST, and reply to e-mails within one working day.',
            'For an order, please keep your order number to hand: it starts with SLV-IN and is in your confirmation e-mail and under My orders.',
          ],
        },
        {
          heading: 'Visit a showroom',
          paragraphs: [
            'Our showrooms are open every day from 10:30 to 20:30. See the store locator for addresses, phone numbers and directions; you can try a piece on, exchange old gold or collect a repair there.',
          ],
        },
        {
          heading: 'Registered office',
          paragraphs: ['SLV Jewellers Pvt. Ltd., 14 Zaveri Bazaar, Kalbadevi, Mumbai 400002, Maharashtra.'],
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
            'To deliver your order, to send the one-time codes for sign-in and cash on delivery, to answer your questions, to keep the invoices the law requires, and to prevent fraud. We send offers only if you have agreed to receive them, and you can stop them at any time.',
          ],
        },
        {
          heading: 'Who sees it',
          paragraphs: [
            'Our courier partners see what they need to deliver, our payment provider what it needs to take payment. We do not sell your data to anyone.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'Under the Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase your data, or withdraw a consent you gave. Write to {supportEmail}; we answer within a month. Invoices are kept for the period tax law requires.',
          ],
        },
      ],
    },
    {
      slug: 'terms',
      title: 'Terms & conditions',
      summary: 'The terms on which {storeName} sells through this website.',
      sections: [
        {
          heading: 'Prices',
          paragraphs: [
            'Prices include GST and are worked out from the day’s metal rate, the weight of the piece and its making charge. The price in your cart is kept while you check out; if the rate changes before you pay, checkout shows the new total before you confirm.',
          ],
        },
        {
          heading: 'Orders',
          paragraphs: [
            'Your order is accepted when we send the order confirmation. If a piece turns out to be unavailable we tell you at once and refund anything paid for it in full.',
          ],
        },
        {
          heading: 'Hallmark and certificates',
          paragraphs: [
            'Gold pieces are BIS hallmarked with a HUID; the HUID of the piece you receive is printed on its invoice. Diamond certificates travel with the piece and must be returned with it.',
          ],
        },
        {
          heading: 'Returns, exchange and law',
          paragraphs: [
            'Returns follow our returns and refunds policy ({returnWindowDays} days from delivery) and exchanges our lifetime exchange promise. These terms are governed by the laws of India; the courts of Mumbai have jurisdiction.',
          ],
        },
      ],
    },
    {
      slug: 'shipping',
      title: 'Shipping & delivery',
      summary: 'Insured delivery across India in tamper-proof packaging.',
      sections: [
        {
          heading: 'Delivery charges',
          paragraphs: [
            'Delivery is free and fully insured on orders above {freeShippingAbove}. Any delivery charge is shown at checkout before you pay.',
          ],
        },
        {
          heading: 'When it arrives',
          paragraphs: [
            'Enter your PIN code on any product page to see the delivery date for your address. Pieces in stock leave our vault within two working days; made-to-order pieces take the time shown on their page.',
          ],
        },
        {
          heading: 'Receiving your parcel',
          paragraphs: [
            'Every parcel is sealed and insured until it is in your hands. The courier asks for a signature and may ask to see photo identity. Please do not accept a parcel whose seal is broken: refuse it and call us on {supportPhone}.',
            'Cash on delivery is available at many PIN codes after a one-time code sent to your phone; checkout tells you if it is offered for your address.',
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
            'Pieces must be unworn and unaltered, in their original packaging, with the tags, the invoice and any diamond certificate. Pieces resized or engraved at your request cannot be returned, but remain covered by our lifetime exchange.',
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
