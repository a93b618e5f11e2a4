/** Server texts of payments, referrals and the operators' console (see messages.ts). */
export const PAYMENT_MESSAGES = {
  paymentsNotConfigured: {
    zh: '此服务器尚未配置在线支付，暂时无法购买会员',
    en: 'Payments are not configured on this server, so plans cannot be bought here yet',
  },
  paymentProviderFailed: {
    zh: '支付服务暂时无法连接，请稍后再试',
    en: 'The payment provider could not be reached, please try again later',
  },
  webhookSignatureInvalid: {
    zh: '签名无效，或签名时间不在允许范围内（前后 5 分钟）',
    en: 'The signature is invalid, or was made more than 5 minutes before or after now',
  },
  webhookReceived: { zh: '已接收', en: 'Received' },
  paymentNotFound: { zh: '找不到这笔支付', en: 'This payment does not exist' },
  checkoutCreated: { zh: '正在前往支付页面', en: 'Taking you to the payment page' },
  subscriptionRefreshed: { zh: '会员状态已刷新', en: 'Subscription status refreshed' },
  planName_week: { zh: '远方无限会员 · 1 周', en: 'Yonder Unlimited · 1 week' },
  planName_month: { zh: '远方无限会员 · 1 个月', en: 'Yonder Unlimited · 1 month' },
  planName_quarter: { zh: '远方高级会员 · 3 个月', en: 'Yonder Premium · 3 months' },
  shareRewarded: {
    zh: '分享成功，已获得 {points} 积分',
    en: 'Thanks for sharing: {points} points added',
  },
  shareRecorded: { zh: '分享成功', en: 'Shared' },
  userNotFound: { zh: '用户不存在', en: 'This user does not exist' },
  pointsGranted: { zh: '积分已发放', en: 'Points granted' },
  planExtended: { zh: '会员已延长', en: 'Plan extended' },
  referralReviewed: { zh: '邀请已处理', en: 'Referral reviewed' },
  referralNotHeld: {
    zh: '这条邀请不在待审核状态',
    en: 'This referral is not waiting for review',
  },
  planReminder_soon_subject: {
    zh: '你的远方会员将在 3 天后到期',
    en: 'Your Yonder plan ends in 3 days',
  },
  planReminder_soon_text: {
    zh: '你的远方会员将于 {date} 到期，之后将回到免费版（每天 3 积分）。如需继续无限使用 AI 功能，可以再购买一段时间，新的时间会接在当前会员之后。',
    en: 'Your Yonder plan ends on {date}; after that you are back on the free plan (3 points a day). To keep unlimited AI actions, buy another period: it starts when the current one ends.',
  },
  planReminder_end_subject: {
    zh: '你的远方会员今天到期',
    en: 'Your Yonder plan ends today',
  },
  planReminder_end_text: {
    zh: '你的远方会员将于 {date} 到期，之后将回到免费版（每天 3 积分）。感谢你的支持！',
    en: 'Your Yonder plan ends on {date}; after that you are back on the free plan (3 points a day). Thank you for your support!',
  },
  planReminderAction: { zh: '查看会员方案', en: 'See the plans' },
  receiptSubject: {
    zh: '远方 Yonder 付款收据 {number}',
    en: 'Your Yonder receipt {number}',
  },
  receiptIntro: {
    zh: '感谢你的支持！我们已收到你的付款，以下是本次付款的收据，请妥善保存。',
    en: 'Thank you for your support! We have received your payment; here is your receipt.',
  },
  receiptNumber: { zh: '收据编号', en: 'Receipt number' },
  receiptItem: { zh: '购买内容', en: 'Item' },
  receiptItemValue: { zh: '{plan}（{days} 天）', en: '{plan} ({days} days)' },
  receiptAmount: { zh: '金额', en: 'Amount' },
  receiptMethod: { zh: '支付方式', en: 'Payment method' },
  receiptMethod_card: { zh: '银行卡', en: 'Card' },
  receiptMethod_alipay: { zh: '支付宝', en: 'Alipay' },
  receiptMethod_wechat_pay: { zh: '微信支付', en: 'WeChat Pay' },
  receiptMethod_other: { zh: '在线支付', en: 'Online payment' },
  receiptPaidAt: { zh: '付款时间', en: 'Paid on' },
  receiptStartsAt: { zh: '会员开始', en: 'Plan starts' },
  receiptEndsAt: { zh: '会员到期', en: 'Plan ends' },
  receiptQueued: {
    zh: '这段会员接在你现有的会员之后，现有会员到期后自动开始。',
    en: 'This period follows the plan you already have: it starts when that one ends.',
  },
  receiptFooter: {
    zh: '你可以随时在「账户设置 › 订阅信息」中查看付款记录。对这笔付款有疑问？请发邮件至 {email}，并附上收据编号。',
    en: 'Your payments are always listed under Account settings › Subscription Info. Questions about this payment? Write to {email} and include the receipt number.',
  },
} as const;
