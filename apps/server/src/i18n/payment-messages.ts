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
    zh: '你的远方会员将于 {date}（UTC）到期，之后将回到免费版（每天 3 积分）。如需继续无限使用 AI 功能，可以再购买一段时间，新的时间会接在当前会员之后。',
    en: 'Your Yonder plan ends on {date} (UTC); after that you are back on the free plan (3 points a day). To keep unlimited AI actions, buy another period: it starts when the current one ends.',
  },
  planReminder_end_subject: {
    zh: '你的远方会员今天到期',
    en: 'Your Yonder plan ends today',
  },
  planReminder_end_text: {
    zh: '你的远方会员将于 {date}（UTC）到期，之后将回到免费版（每天 3 积分）。感谢你的支持！',
    en: 'Your Yonder plan ends on {date} (UTC); after that you are back on the free plan (3 points a day). Thank you for your support!',
  },
  planReminderAction: { zh: '查看会员方案', en: 'See the plans' },
} as const;
