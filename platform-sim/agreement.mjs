// Row 103: the merchant's user agreement, one text per language the product offers. A real platform keeps it in
// the merchant's back office; these are written to read like one, so the screen is judged on real text.

export const AGREEMENT_VERSION = '2026-03-01';

/** @type {Record<string, { title: string, content: { heading: string, text: string }[] }>} */
const TEXTS = {
  vi: {
    title: 'Thỏa thuận người dùng',
    content: [
      {
        heading: '1. Tài khoản',
        text:
          'Mỗi người chỉ được mở một tài khoản. Thông tin bạn cung cấp khi đăng ký phải đúng sự thật và thuộc về chính bạn. ' +
          'Bạn tự chịu trách nhiệm giữ bí mật tên đăng nhập, mật khẩu và mật khẩu thanh toán; mọi giao dịch thực hiện từ tài khoản ' +
          'của bạn được xem là do bạn thực hiện. Hãy đổi mật khẩu ngay và liên hệ chăm sóc khách hàng nếu nghi ngờ tài khoản bị lộ.',
      },
      {
        heading: '2. Độ tuổi',
        text:
          'Dịch vụ chỉ dành cho người từ đủ {minimumAge} tuổi trở lên, hoặc độ tuổi trưởng thành theo pháp luật nơi bạn sinh sống nếu cao hơn. ' +
          'Chúng tôi có thể yêu cầu giấy tờ xác minh độ tuổi bất cứ lúc nào và sẽ đóng tài khoản của người chưa đủ tuổi.',
      },
      {
        heading: '3. Chơi có trách nhiệm',
        text:
          'Trò chơi là để giải trí, không phải cách kiếm tiền. Chỉ chơi bằng số tiền bạn có thể chấp nhận mất và đặt giới hạn thời gian ' +
          'cho mình. Nếu cảm thấy mất kiểm soát, bạn có thể yêu cầu tạm khóa hoặc tự loại trừ tài khoản qua chăm sóc khách hàng.',
      },
      {
        heading: '4. Nạp và rút tiền',
        text:
          'Tiền nạp chỉ được chuyển từ tài khoản ngân hàng hoặc phương thức thanh toán đứng tên bạn. Trước khi rút, tiền nạp và tiền thưởng ' +
          'phải đạt số vòng cược yêu cầu. Tiền rút chỉ được chuyển về thẻ ngân hàng đã liên kết, đứng tên người nhận đã đăng ký. ' +
          'Chúng tôi có thể tạm giữ giao dịch để kiểm tra khi có dấu hiệu gian lận hoặc rửa tiền.',
      },
      {
        heading: '5. Quyền riêng tư',
        text:
          'Chúng tôi chỉ thu thập dữ liệu cần thiết để vận hành tài khoản, xử lý thanh toán và tuân thủ pháp luật. Dữ liệu của bạn được bảo vệ ' +
          'bằng mã hóa, không được bán cho bên thứ ba và chỉ được chia sẻ khi pháp luật yêu cầu. Bạn có thể yêu cầu xem hoặc sửa thông tin của mình.',
      },
      {
        heading: '6. Thay đổi thỏa thuận',
        text:
          'Thỏa thuận này có thể được cập nhật. Phiên bản mới có hiệu lực kể từ khi được đăng; việc tiếp tục sử dụng dịch vụ nghĩa là bạn chấp nhận phiên bản đó.',
      },
    ],
  },
  en: {
    title: 'User agreement',
    content: [
      {
        heading: '1. Your account',
        text:
          'Each person may hold one account. What you give us when you register must be true and must be about you. ' +
          'You are responsible for keeping your username, password and payment password secret; anything done from your account ' +
          'is treated as done by you. Change your password at once and contact customer service if you think someone else knows it.',
      },
      {
        heading: '2. Age',
        text:
          'The service is only for people aged {minimumAge} or over, or the age of majority where you live if that is higher. ' +
          'We may ask for proof of age at any time and will close accounts held by anyone under age.',
      },
      {
        heading: '3. Responsible gaming',
        text:
          'Games are entertainment, not a way to earn money. Only play with money you can afford to lose and set yourself time limits. ' +
          'If you feel you are losing control, customer service can pause your account or exclude you for a period you choose.',
      },
      {
        heading: '4. Deposits and withdrawals',
        text:
          'Deposits must come from a bank account or payment method in your own name. Before a withdrawal, deposits and bonuses must meet ' +
          'their turnover requirement. Withdrawals are paid only to a bound bank card in the payee name you registered. ' +
          'We may hold a transaction for review when there are signs of fraud or money laundering.',
      },
      {
        heading: '5. Privacy',
        text:
          'We collect only the data needed to run your account, process payments and meet the law. Your data is protected with encryption, ' +
          'never sold, and shared only where the law requires it. You may ask to see or correct what we hold about you.',
      },
      {
        heading: '6. Changes to this agreement',
        text:
          'This agreement may be updated. A new version applies from the day it is published; using the service after that means you accept it.',
      },
    ],
  },
  bn: {
    title: 'ব্যবহারকারী চুক্তি',
    content: [
      {
        heading: '১. আপনার অ্যাকাউন্ট',
        text:
          'প্রত্যেক ব্যক্তি কেবল একটি অ্যাকাউন্ট রাখতে পারবেন। নিবন্ধনের সময় দেওয়া তথ্য অবশ্যই সত্য ও আপনার নিজের হতে হবে। ' +
          'ব্যবহারকারীর নাম, পাসওয়ার্ড ও পেমেন্ট পাসওয়ার্ড গোপন রাখার দায়িত্ব আপনার; আপনার অ্যাকাউন্ট থেকে করা যেকোনো লেনদেন ' +
          'আপনার করা বলে গণ্য হবে। অন্য কেউ পাসওয়ার্ড জেনে গেছে মনে হলে সঙ্গে সঙ্গে তা বদলান এবং গ্রাহক সেবায় যোগাযোগ করুন।',
      },
      {
        heading: '২. বয়স',
        text:
          'এই সেবা কেবল {minimumAge} বছর বা তার বেশি বয়সীদের জন্য, অথবা আপনার দেশে প্রাপ্তবয়স্কতার বয়স এর চেয়ে বেশি হলে সেই বয়সের জন্য। ' +
          'আমরা যেকোনো সময় বয়সের প্রমাণ চাইতে পারি এবং অপ্রাপ্তবয়স্কের অ্যাকাউন্ট বন্ধ করে দেব।',
      },
      {
        heading: '৩. দায়িত্বশীল খেলা',
        text:
          'খেলা বিনোদনের জন্য, অর্থ উপার্জনের উপায় নয়। কেবল সেই অর্থ দিয়ে খেলুন যা হারালেও আপনার চলবে, এবং নিজের জন্য সময়সীমা ঠিক করুন। ' +
          'নিয়ন্ত্রণ হারাচ্ছেন মনে হলে গ্রাহক সেবা আপনার অ্যাকাউন্ট সাময়িক বন্ধ রাখতে বা আপনার বেছে নেওয়া সময়ের জন্য আপনাকে বাদ রাখতে পারে।',
      },
      {
        heading: '৪. জমা ও উত্তোলন',
        text:
          'জমা অবশ্যই আপনার নিজের নামের ব্যাংক অ্যাকাউন্ট বা পেমেন্ট পদ্ধতি থেকে আসতে হবে। উত্তোলনের আগে জমা ও বোনাসকে নির্ধারিত ' +
          'বাজির শর্ত পূরণ করতে হবে। উত্তোলন কেবল নিবন্ধিত প্রাপকের নামে যুক্ত ব্যাংক কার্ডে পাঠানো হয়। ' +
          'প্রতারণা বা অর্থপাচারের লক্ষণ থাকলে আমরা যাচাইয়ের জন্য লেনদেন আটকে রাখতে পারি।',
      },
      {
        heading: '৫. গোপনীয়তা',
        text:
          'অ্যাকাউন্ট পরিচালনা, পেমেন্ট প্রক্রিয়া ও আইন মেনে চলার জন্য যা প্রয়োজন কেবল সেই তথ্যই আমরা সংগ্রহ করি। আপনার তথ্য এনক্রিপশন দিয়ে ' +
          'সুরক্ষিত, কখনো বিক্রি করা হয় না এবং কেবল আইন চাইলে শেয়ার করা হয়। আপনার সম্পর্কে রাখা তথ্য দেখতে বা সংশোধন করতে চাইতে পারেন।',
      },
      {
        heading: '৬. চুক্তির পরিবর্তন',
        text:
          'এই চুক্তি হালনাগাদ হতে পারে। নতুন সংস্করণ প্রকাশের দিন থেকে কার্যকর; এর পরে সেবা ব্যবহার করলে আপনি তা মেনে নিচ্ছেন বলে ধরা হবে।',
      },
    ],
  },
};

/** Bengali is written with its own digits. */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * The agreement in the request's `Language`; a language the merchant has no text for gets the default, Vietnamese.
 * Its age is the merchant's one minimum age, the one row 86 holds a birthday to (`minimumAge`).
 * @param {string} language
 * @param {number} minimumAge
 */
export function agreementFor(language, minimumAge) {
  const text = TEXTS[language] ?? TEXTS.vi;
  const age = language === 'bn' ? String(minimumAge).replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]) : String(minimumAge);
  return {
    version: AGREEMENT_VERSION,
    title: text.title,
    content: text.content.map((section) => ({ ...section, text: section.text.replaceAll('{minimumAge}', age) })),
  };
}

export const AGREEMENT_LANGUAGES = Object.keys(TEXTS);
