import type { Lang } from '../../shared/i18n.ts';
import type { Protocol, ProtocolType } from '../../shared/schemas/profile.ts';

type Block = Protocol['blocks'][number];

const UPDATED_AT = '2026-11-01';

const h = (text: string): Block => ({ kind: 'heading', text });
const p = (text: string): Block => ({ kind: 'paragraph', text });

/** Policy texts shown at /agreement/user, /agreement/privacy and in the login agreement. */
export const PROTOCOL_TEXTS: Record<ProtocolType, Record<Lang, Omit<Protocol, 'type'>>> = {
  user: {
    en_US: {
      title: 'User Agreement',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          'This User Agreement sets out the rules for using the Vapour Club app, the community and loyalty app run by the Vapour Club team. By creating an account or using the app, you accept this agreement. If you do not agree, please do not use the app.',
        ),
        p(
          'Health warning: our products contain nicotine, which is highly addictive. They are intended only for adults who already smoke or vape, and not for minors, non-smokers, or people who are pregnant or breastfeeding. Nothing in the app is medical advice.',
        ),
        h('1. Eligibility and your account'),
        p(
          'Vapour Club is only for adults aged 21 and over who are legally allowed to buy nicotine products where they live. You confirm that you are 21 or older when you first open the app and when you sign up, and giving false information is a breach of this agreement. To enter draws or receive certain prizes, you may be asked for a proof-of-age document, and we may refuse an entry or a prize until your age is confirmed.',
        ),
        p(
          'You sign in with a one-time code sent to your email address, or with Facebook. You may hold only one account, must keep your details accurate and your email account secure, and are responsible for all activity in your account. You can change your email address and nickname in Settings.',
        ),
        h('2. Content and conduct'),
        p(
          'You may publish articles, short videos and product reviews and share stores, as long as your content is lawful, honest, and your own or used with permission. You must not sell, give or offer nicotine products to minors, promote vaping to minors or show minors in any content, or publish illegal, hateful, violent, sexual, misleading or infringing content, unsupported health claims, spam or unsolicited advertising. You can report content or users and block users who bother you; we review reports and may remove content or restrict accounts that break these rules.',
        ),
        p(
          'You keep ownership of what you publish. By publishing it, you give the Vapour Club team a non-exclusive, royalty-free, worldwide licence to store, host, display, adapt to different formats and share it in the app and on official Vapour Club channels for as long as it remains published. You confirm that you have the rights needed to grant this licence.',
        ),
        h('3. Scans, points, prizes and draws'),
        p(
          'Scanning the QR code on a product checks the code against our records and tells you whether the product appears to be genuine. If a code is unknown or has already been scanned, the product may be counterfeit, but the check is an indication, not a guarantee; if in doubt, contact us. Each product code earns points only once.',
        ),
        p(
          'Points are a loyalty reward: they have no cash value, cannot be exchanged for money, and cannot be transferred, sold or combined between accounts. Points may expire according to the rules shown in the app. Points obtained through misuse, such as fake or repeated scans, multiple accounts or automated tools, are void, and we may cancel them and suspend the account.',
        ),
        p(
          'Prizes are subject to stock and to the eligibility rules shown for each prize, and we may replace an unavailable prize with one of similar value. Each draw shows its entry period, any points needed to enter and its rules in the app; winners are chosen at random from all eligible entries, each with the same chance, and the results are published in the app. A winner who is not eligible, cannot confirm their age or does not reply within the time set in the rules loses the prize, which may be drawn again.',
        ),
        h('4. Termination, changes and contact'),
        p(
          'You can stop using the app at any time and ask us to delete your account through Settings > Feedback in the app. We may suspend or close an account that breaks this agreement or the law, and points on a closed account are cancelled. We may update this agreement: the date at the top shows the current version, we will tell you in the app about important changes, and continuing to use the app means you accept them. For any question, contact the Vapour Club team through Settings > Feedback in the app.',
        ),
      ],
    },
    ru_RU: {
      title: 'Пользовательское соглашение',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          'Настоящее Пользовательское соглашение устанавливает правила использования приложения Vapour Club — сообщества и программы лояльности, которые ведёт команда Vapour Club. Создавая аккаунт или пользуясь приложением, вы принимаете это соглашение. Если вы с ним не согласны, не пользуйтесь приложением.',
        ),
        p(
          'Предупреждение о вреде для здоровья: наша продукция содержит никотин, который вызывает сильную зависимость. Она предназначена только для взрослых, которые уже курят или пользуются вейпом, и не предназначена для несовершеннолетних, некурящих, беременных и кормящих женщин. Никакие материалы в приложении не являются медицинской рекомендацией.',
        ),
        h('1. Кто может пользоваться приложением и ваш аккаунт'),
        p(
          'Vapour Club предназначен только для взрослых от 21 года, которым закон их страны разрешает покупать никотиновую продукцию. Вы подтверждаете, что вам исполнился 21 год, при первом запуске приложения и при регистрации; указание ложных сведений является нарушением этого соглашения. Для участия в розыгрышах и получения некоторых призов мы можем попросить документ, подтверждающий возраст, и вправе отказать в участии или в выдаче приза, пока возраст не подтверждён.',
        ),
        p(
          'Вход выполняется по одноразовому коду, отправленному на вашу электронную почту, или через Facebook. У каждого пользователя может быть только один аккаунт; вы обязаны указывать достоверные данные и защищать доступ к своей почте и отвечаете за все действия в своём аккаунте. Адрес почты и никнейм можно изменить в настройках.',
        ),
        h('2. Контент и правила поведения'),
        p(
          'Вы можете публиковать статьи, короткие видео и отзывы о продукции и делиться магазинами, если ваш контент законен, правдив и создан вами или используется с разрешения. Запрещается продавать, передавать или предлагать никотиновую продукцию несовершеннолетним, рекламировать им вейпинг или показывать несовершеннолетних в любом контенте, а также публиковать незаконные, разжигающие ненависть, жестокие, сексуальные, вводящие в заблуждение или нарушающие чужие права материалы, необоснованные заявления о пользе для здоровья, спам и непрошеную рекламу. Вы можете пожаловаться на контент или пользователя и заблокировать тех, кто вам мешает; мы рассматриваем жалобы и можем удалить контент или ограничить аккаунт, нарушающий эти правила.',
        ),
        p(
          'Права на опубликованный контент остаются за вами. Публикуя его, вы предоставляете команде Vapour Club неисключительную безвозмездную лицензию, действующую во всём мире, на хранение, размещение, показ, адаптацию к разным форматам и распространение этого контента в приложении и в официальных каналах Vapour Club, пока он остаётся опубликованным. Вы подтверждаете, что обладаете правами, необходимыми для предоставления такой лицензии.',
        ),
        h('3. Сканирование, баллы, призы и розыгрыши'),
        p(
          'При сканировании QR-кода на продукте код сверяется с нашими данными, и вы узнаёте, является ли продукт, по всей видимости, оригинальным. Если код неизвестен или уже сканировался, продукт может оказаться подделкой, но проверка даёт лишь указание, а не гарантию; при сомнениях свяжитесь с нами. Каждый код продукта приносит баллы только один раз.',
        ),
        p(
          'Баллы — это поощрение программы лояльности: они не имеют денежной стоимости, не обмениваются на деньги и не могут передаваться, продаваться или объединяться между аккаунтами. Баллы могут сгорать согласно правилам, указанным в приложении. Баллы, полученные путём злоупотреблений, например поддельных или повторных сканирований, нескольких аккаунтов или автоматизированных средств, недействительны: мы можем аннулировать их и приостановить аккаунт.',
        ),
        p(
          'Призы выдаются при наличии на складе и при соблюдении условий, указанных для каждого приза; недоступный приз мы можем заменить равноценным. Для каждого розыгрыша в приложении указаны срок участия, необходимое количество баллов и правила; победители выбираются случайным образом среди всех допустимых заявок с равными шансами, а результаты публикуются в приложении. Победитель, который не соответствует условиям, не может подтвердить возраст или не отвечает в срок, установленный правилами, теряет право на приз, и приз может быть разыгран повторно.',
        ),
        h('4. Прекращение использования, изменения и контакты'),
        p(
          'Вы можете в любой момент перестать пользоваться приложением и попросить удалить аккаунт через «Настройки > Обратная связь» в приложении. Мы можем приостановить или закрыть аккаунт, нарушающий это соглашение или закон; баллы на закрытом аккаунте аннулируются. Мы можем обновлять это соглашение: дата вверху показывает текущую редакцию, о важных изменениях мы сообщим в приложении, а продолжая пользоваться приложением, вы принимаете их. По любым вопросам обращайтесь к команде Vapour Club через «Настройки > Обратная связь» в приложении.',
        ),
      ],
    },
    ko_KR: {
      title: '이용약관',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          '본 이용약관은 Vapour Club 팀이 운영하는 커뮤니티 및 멤버십 앱인 Vapour Club 앱의 이용 규칙을 정합니다. 계정을 만들거나 앱을 이용하면 본 약관에 동의한 것으로 봅니다. 동의하지 않는 경우 앱을 이용하지 마십시오.',
        ),
        p(
          '건강 경고: 당사 제품에는 중독성이 강한 니코틴이 들어 있습니다. 제품은 이미 흡연하거나 전자담배를 사용하는 성인만을 위한 것이며, 미성년자, 비흡연자, 임신 또는 수유 중인 분은 사용해서는 안 됩니다. 앱의 어떤 내용도 의학적 조언이 아닙니다.',
        ),
        h('1. 이용 자격 및 계정'),
        p(
          'Vapour Club은 만 21세 이상이며 거주 국가의 법률상 니코틴 제품을 구매할 수 있는 성인만 이용할 수 있습니다. 앱을 처음 열 때와 가입할 때 만 21세 이상임을 확인해야 하며, 허위 정보를 제공하는 것은 본 약관 위반입니다. 추첨에 참여하거나 일부 경품을 받으려면 연령 증명 서류를 제출하도록 요청받을 수 있으며, 당사는 나이가 확인될 때까지 응모나 경품 지급을 거절할 수 있습니다.',
        ),
        p(
          '로그인은 이메일로 발송되는 일회용 인증 코드 또는 Facebook으로 합니다. 한 사람당 하나의 계정만 보유할 수 있고, 정확한 정보를 유지하며 이메일 계정을 안전하게 관리해야 하고, 계정에서 이루어지는 모든 활동에 대한 책임은 본인에게 있습니다. 이메일 주소와 닉네임은 설정에서 변경할 수 있습니다.',
        ),
        h('2. 콘텐츠 및 이용자 행동'),
        p(
          '콘텐츠가 합법적이고 정직하며 본인의 것이거나 허락을 받아 사용하는 것이라면 글, 짧은 동영상, 제품 리뷰를 게시하고 매장 정보를 공유할 수 있습니다. 미성년자에게 니코틴 제품을 판매·제공·권유하거나, 미성년자에게 전자담배를 홍보하거나, 어떤 콘텐츠에든 미성년자를 등장시켜서는 안 되며, 불법적이거나 혐오·폭력·선정적이거나 오해를 불러일으키거나 타인의 권리를 침해하는 콘텐츠, 근거 없는 건강 관련 주장, 스팸 및 원치 않는 광고를 게시해서도 안 됩니다. 콘텐츠나 이용자를 신고하고 불편을 주는 이용자를 차단할 수 있으며, 당사는 신고를 검토하여 규칙을 위반한 콘텐츠를 삭제하거나 계정 이용을 제한할 수 있습니다.',
        ),
        p(
          '게시한 콘텐츠의 소유권은 본인에게 있습니다. 콘텐츠를 게시하면 게시가 유지되는 동안 Vapour Club 팀이 이를 앱과 Vapour Club 공식 채널에서 저장, 호스팅, 표시하고 다양한 형식에 맞게 변환하여 공유할 수 있는 비독점적이고 무상이며 전 세계적인 라이선스를 부여하게 됩니다. 본인은 이러한 라이선스를 부여하는 데 필요한 권리를 가지고 있음을 확인합니다.',
        ),
        h('3. 스캔, 포인트, 경품 및 추첨'),
        p(
          '제품의 QR 코드를 스캔하면 해당 코드를 당사 기록과 대조하여 정품으로 보이는지 알려 드립니다. 코드가 등록되어 있지 않거나 이미 스캔된 경우 위조품일 수 있지만, 이 결과는 참고용일 뿐 보증이 아니므로 의심스러우면 당사에 문의해 주십시오. 각 제품 코드로는 포인트를 한 번만 적립할 수 있습니다.',
        ),
        p(
          '포인트는 멤버십 혜택으로, 현금 가치가 없고 현금으로 교환할 수 없으며 다른 계정에 양도·판매하거나 계정 간에 합산할 수 없습니다. 포인트는 앱에 안내된 규정에 따라 소멸될 수 있습니다. 허위 또는 반복 스캔, 여러 계정, 자동화 도구 등 부정한 방법으로 얻은 포인트는 무효이며, 당사는 이를 취소하고 계정을 정지할 수 있습니다.',
        ),
        p(
          '경품은 재고와 각 경품에 안내된 자격 요건에 따라 제공되며, 재고가 없는 경품은 비슷한 가치의 경품으로 대체될 수 있습니다. 각 추첨의 응모 기간, 응모에 필요한 포인트와 규칙은 앱에 안내되며, 당첨자는 모든 유효 응모 중에서 동일한 확률로 무작위 추첨되고 결과는 앱에 공개됩니다. 자격 요건을 충족하지 못하거나 나이를 증명하지 못하거나 규칙에 정한 기간 내에 응답하지 않은 당첨자는 경품을 받을 수 없으며, 해당 경품은 다시 추첨될 수 있습니다.',
        ),
        h('4. 이용 종료, 약관 변경 및 문의'),
        p(
          '언제든지 앱 이용을 중단할 수 있으며, 앱의 설정 > 피드백을 통해 계정 삭제를 요청할 수 있습니다. 당사는 본 약관이나 법률을 위반한 계정을 정지하거나 해지할 수 있으며, 해지된 계정의 포인트는 소멸됩니다. 당사는 본 약관을 변경할 수 있으며, 상단의 날짜가 현재 버전을 나타내고 중요한 변경 사항은 앱에서 알려 드리며, 변경 후에도 앱을 계속 이용하면 변경 내용에 동의한 것으로 봅니다. 문의 사항은 앱의 설정 > 피드백을 통해 Vapour Club 팀에 보내 주십시오.',
        ),
      ],
    },
    zh_CN: {
      title: '用户协议',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          '本用户协议规定了使用 Vapour Club 应用的规则，Vapour Club 是由 Vapour Club 团队运营的社区与会员积分应用。创建账号或使用本应用，即表示您接受本协议。如果您不同意本协议，请不要使用本应用。',
        ),
        p(
          '健康警示：我们的产品含有尼古丁，尼古丁具有高度成瘾性。产品仅供已经吸烟或使用电子烟的成年人使用，不适合未成年人、不吸烟者以及孕期或哺乳期人士。本应用中的任何内容均不构成医疗建议。',
        ),
        h('1. 使用资格与账号'),
        p(
          'Vapour Club 仅面向年满 21 周岁、且根据所在地法律可以购买尼古丁产品的成年人。您在首次打开应用和注册时须确认自己已年满 21 周岁，提供虚假信息即违反本协议。参加抽奖或领取部分奖品时，我们可能要求您提供年龄证明文件，在您的年龄得到确认之前，我们可以拒绝您参与抽奖或发放奖品。',
        ),
        p(
          '您可以通过发送到邮箱的一次性验证码或 Facebook 登录。每人只能拥有一个账号；您须保持资料准确、妥善保护邮箱账号的安全，并对账号下的所有活动负责。您可以在设置中修改邮箱地址和昵称。',
        ),
        h('2. 内容与行为规范'),
        p(
          '只要内容合法、真实，并且是您本人创作或已获授权使用，您就可以发布文章、短视频和产品评价，并分享门店。您不得向未成年人出售、赠送或提供尼古丁产品，不得向未成年人宣传电子烟，不得在任何内容中出现未成年人，也不得发布违法、仇恨、暴力、色情、误导性或侵权内容、无依据的健康宣称、垃圾信息或未经请求的广告。您可以举报内容或用户，并屏蔽打扰您的用户；我们会审核举报，并可删除违规内容或限制违规账号。',
        ),
        p(
          '您发布的内容归您所有。发布内容即表示您授予 Vapour Club 团队一项非独占、免费、全球范围的许可，允许我们在内容保持发布期间，在本应用及 Vapour Club 官方渠道中存储、托管、展示、调整格式并分享该内容。您确认自己拥有授予此许可所需的权利。',
        ),
        h('3. 扫码、积分、奖品与抽奖'),
        p(
          '扫描产品上的二维码时，系统会将该码与我们的记录进行核对，并告诉您该产品是否看起来是正品。如果该码不存在或已被扫描过，产品可能是假冒的，但核验结果仅供参考，并非保证；如有疑问，请联系我们。每个产品码只能获得一次积分。',
        ),
        p(
          '积分是会员奖励：没有现金价值，不能兑换现金，也不能在账号之间转让、出售或合并。积分可能按照应用内公布的规则过期。通过伪造或重复扫码、使用多个账号或自动化工具等不当方式获得的积分无效，我们可以将其取消并暂停相关账号。',
        ),
        p(
          '奖品以库存和各奖品公布的领取条件为准，如奖品缺货，我们可以用价值相近的奖品替代。每次抽奖的参与时间、所需积分和规则均在应用内公布；中奖者从所有有效参与中随机抽取，每次参与的中奖机会均等，结果将在应用内公布。不符合条件、无法证明年龄或未在规则规定的期限内回复的中奖者将失去奖品，该奖品可以重新抽取。',
        ),
        h('4. 终止、变更与联系我们'),
        p(
          '您可以随时停止使用本应用，并通过应用内的“设置 > 意见反馈”申请删除账号。对于违反本协议或法律的账号，我们可以暂停或关闭，已关闭账号中的积分将被作废。我们可能更新本协议：页面顶部的日期表示当前版本，重大变更会在应用内通知您，继续使用本应用即表示您接受变更。如有任何问题，请通过应用内的“设置 > 意见反馈”联系 Vapour Club 团队。',
        ),
      ],
    },
  },
  privacy: {
    en_US: {
      title: 'Privacy Policy',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          'This Privacy Policy explains what personal data the Vapour Club team collects in the Vapour Club app, why, and what choices you have. We do not sell personal data. The date at the top shows the current version, and we will tell you in the app about important changes.',
        ),
        h('1. What we collect and why'),
        p(
          'When you create an account, we collect your email address, nickname, birthday and country, which we need to sign you in, confirm that you are 21 or older, apply the rules of your country and send you sign-in codes and messages about your account, draws and prizes. You may also add your first and last name, gender, career, phone number and avatar to complete your profile. If you sign in with Facebook, we receive your Facebook account identifier and email address.',
        ),
        p(
          'We store the articles, videos, reviews and stores you publish, together with your points history and scan history, which we use to award points, check product authenticity and prevent fraud. We use your shipping addresses to send prizes and handle after-sales requests, and keep the messages you send us so that we can answer them. For some draws we ask for a proof-of-age document, which we use only to confirm that you are 21 or older.',
        ),
        p(
          'We use your data to perform our agreement with you: to run your account, publish your content, award points, deliver prizes and handle after-sales requests. We also rely on our legitimate interests in keeping the app safe, preventing fraud and checking product authenticity; on legal obligations, such as verifying age for nicotine products; and on your consent for optional profile details and Facebook sign-in, which you can withdraw at any time.',
        ),
        h('2. Cookies and local storage'),
        p(
          "The app uses cookies and your browser's local storage only to keep your session token, so that you stay signed in, your language, your colour mode, your answer to the age check and your cookie consent choice. These are needed for the app to work or remember settings you chose; we do not use advertising or cross-site tracking cookies. You can clear them in your browser settings, but you will then be signed out and asked to confirm your age again.",
        ),
        h('3. Sharing and international transfers'),
        p(
          'We do not sell personal data or share it for advertising. We share it only with the service providers that deliver our emails and host the app, who process it on our instructions under contract, and with public authorities when the law requires it. These providers may process data outside your country, in which case we rely on recognised safeguards such as standard contractual clauses. Content you publish, together with your nickname and avatar, is visible to other users of the app.',
        ),
        h('4. Retention and security'),
        p(
          'We keep your data while your account exists, and a proof-of-age document only until the check and any related draw are complete; when your account is deleted, we delete or anonymise your personal data within 30 days, except records the law requires us to keep. Sign-in codes are valid for 10 minutes and for one use, and codes and session tokens are stored only in hashed form, so they cannot be read even from our database. Data travels over encrypted connections, and only team members who need it for their work can access it. Please keep your email account secure and tell us at once if you notice unusual activity.',
        ),
        h('5. Your rights'),
        p(
          'Depending on where you live, you have the right to access your personal data, correct it, have it deleted, object to or restrict its use, and receive a copy in a portable format. You can change your email address and nickname in Settings and edit your other profile details yourself; for any other request, including deleting your account, contact the Vapour Club team through Settings > Feedback in the app. We may ask you to confirm that the request comes from you, and we will reply within one month. You can also complain to the data protection authority in your country.',
        ),
        h('6. People under 21'),
        p(
          'Vapour Club is only for adults aged 21 and over, and we do not knowingly collect data from anyone younger. If we learn that an account belongs to someone under 21, we close it and delete its personal data. If you believe someone under 21 is using the app, please tell us through Settings > Feedback in the app.',
        ),
      ],
    },
    ru_RU: {
      title: 'Политика конфиденциальности',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          'Настоящая Политика конфиденциальности объясняет, какие персональные данные команда Vapour Club собирает в приложении Vapour Club, для чего и какой выбор есть у вас. Мы не продаём персональные данные. Дата вверху показывает текущую редакцию, а о важных изменениях мы сообщим в приложении.',
        ),
        h('1. Какие данные мы собираем и зачем'),
        p(
          'При создании аккаунта мы собираем адрес электронной почты, никнейм, дату рождения и страну: они нужны, чтобы вы могли входить в аккаунт, чтобы подтвердить, что вам исполнился 21 год, применять правила вашей страны и отправлять вам коды входа и сообщения об аккаунте, розыгрышах и призах. По желанию вы можете добавить в профиль имя и фамилию, пол, род занятий, номер телефона и аватар. Если вы входите через Facebook, мы получаем идентификатор вашего аккаунта Facebook и адрес электронной почты.',
        ),
        p(
          'Мы храним опубликованные вами статьи, видео, отзывы и магазины, а также историю баллов и сканирований: они нужны, чтобы начислять баллы, проверять подлинность продукции и предотвращать мошенничество. Адреса доставки мы используем для отправки призов и обработки послепродажных обращений, а ваши сообщения храним, чтобы на них ответить. Для некоторых розыгрышей мы запрашиваем документ, подтверждающий возраст, и используем его только для проверки того, что вам исполнился 21 год.',
        ),
        p(
          'Мы обрабатываем данные для исполнения договора с вами: чтобы вести ваш аккаунт, публиковать ваш контент, начислять баллы, доставлять призы и обрабатывать послепродажные обращения. Мы также опираемся на наши законные интересы — безопасность приложения, предотвращение мошенничества и проверку подлинности продукции, — на требования закона, например о проверке возраста для никотиновой продукции, и на ваше согласие для необязательных данных профиля и входа через Facebook, которое вы можете отозвать в любой момент.',
        ),
        h('2. Файлы cookie и локальное хранилище'),
        p(
          'Приложение использует файлы cookie и локальное хранилище браузера только для хранения токена сеанса, чтобы вы оставались в аккаунте, выбранного языка, цветовой темы, вашего ответа на проверку возраста и вашего выбора в отношении файлов cookie. Они нужны для работы приложения или запоминают выбранные вами настройки; рекламные и межсайтовые отслеживающие cookie мы не используем. Вы можете очистить их в настройках браузера, но тогда вы выйдете из аккаунта и вас снова попросят подтвердить возраст.',
        ),
        h('3. Передача данных, в том числе за рубеж'),
        p(
          'Мы не продаём персональные данные и не передаём их для рекламы. Мы передаём их только поставщикам услуг, которые отправляют наши письма и размещают приложение и обрабатывают данные по нашему поручению на основании договора, а также государственным органам, когда этого требует закон. Эти поставщики могут обрабатывать данные за пределами вашей страны; в таком случае мы применяем признанные гарантии, например стандартные договорные условия. Контент, который вы публикуете, вместе с вашим никнеймом и аватаром виден другим пользователям приложения.',
        ),
        h('4. Сроки хранения и безопасность'),
        p(
          'Мы храним ваши данные, пока существует ваш аккаунт, а документ, подтверждающий возраст, — только до завершения проверки и связанного с ней розыгрыша; после удаления аккаунта мы удаляем или обезличиваем ваши персональные данные в течение 30 дней, кроме сведений, которые обязаны хранить по закону. Код входа действует 10 минут и только один раз, а коды и токены сеансов хранятся только в виде хешей, поэтому их невозможно прочитать даже из нашей базы данных. Данные передаются по зашифрованным соединениям, и доступ к ним есть только у тех членов команды, которым он нужен для работы. Берегите доступ к своей электронной почте и сразу сообщайте нам, если заметите подозрительную активность.',
        ),
        h('5. Ваши права'),
        p(
          'В зависимости от того, где вы живёте, вы вправе получить доступ к своим персональным данным, исправить их, потребовать их удаления, возразить против их обработки или ограничить её, а также получить их копию в переносимом формате. Адрес почты и никнейм можно изменить в настройках, остальные данные профиля — отредактировать самостоятельно; с любым другим запросом, включая удаление аккаунта, обращайтесь к команде Vapour Club через «Настройки > Обратная связь» в приложении. Мы можем попросить подтвердить, что запрос исходит от вас, и ответим в течение одного месяца. Вы также можете подать жалобу в орган по защите персональных данных вашей страны.',
        ),
        h('6. Лица младше 21 года'),
        p(
          'Vapour Club предназначен только для взрослых от 21 года, и мы сознательно не собираем данные лиц младше этого возраста. Если мы узнаём, что аккаунт принадлежит человеку младше 21 года, мы закрываем его и удаляем его персональные данные. Если вы считаете, что приложением пользуется человек младше 21 года, сообщите нам через «Настройки > Обратная связь» в приложении.',
        ),
      ],
    },
    ko_KR: {
      title: '개인정보 처리방침',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          '본 개인정보 처리방침은 Vapour Club 팀이 Vapour Club 앱에서 어떤 개인정보를 왜 수집하는지, 그리고 이용자에게 어떤 선택권이 있는지 설명합니다. 당사는 개인정보를 판매하지 않습니다. 상단의 날짜가 현재 버전을 나타내며, 중요한 변경 사항은 앱에서 알려 드립니다.',
        ),
        h('1. 수집하는 정보와 이용 목적'),
        p(
          '계정을 만들 때 이메일 주소, 닉네임, 생년월일, 국가를 수집하며, 이는 로그인, 만 21세 이상 여부 확인, 거주 국가의 규정 적용, 그리고 로그인 인증 코드와 계정·추첨·경품 관련 안내 발송에 필요합니다. 프로필을 완성하기 위해 이름과 성, 성별, 직업, 전화번호, 프로필 사진을 선택적으로 추가할 수 있습니다. Facebook으로 로그인하면 Facebook 계정 식별자와 이메일 주소를 제공받습니다.',
        ),
        p(
          '이용자가 게시한 글, 동영상, 리뷰, 매장 정보와 포인트 내역, 스캔 내역을 저장하며, 이는 포인트 적립, 제품 정품 확인, 부정행위 방지에 사용됩니다. 배송지 주소는 경품 발송과 A/S 요청 처리에 사용하고, 이용자가 보낸 메시지는 답변을 위해 보관합니다. 일부 추첨에서는 연령 증명 서류를 요청하며, 이는 만 21세 이상인지 확인하는 용도로만 사용합니다.',
        ),
        p(
          '당사는 이용자와의 계약을 이행하기 위해, 즉 계정 운영, 콘텐츠 게시, 포인트 적립, 경품 배송 및 A/S 요청 처리를 위해 개인정보를 처리합니다. 또한 앱의 안전 유지, 부정행위 방지, 제품 정품 확인이라는 정당한 이익, 니코틴 제품에 대한 연령 확인과 같은 법적 의무, 그리고 선택 프로필 정보와 Facebook 로그인에 대한 이용자의 동의에 근거하며, 동의는 언제든지 철회할 수 있습니다.',
        ),
        h('2. 쿠키 및 로컬 스토리지'),
        p(
          '앱은 쿠키와 브라우저의 로컬 스토리지를 로그인 상태 유지를 위한 세션 토큰, 언어, 색상 모드, 연령 확인 응답, 쿠키 동의 선택을 저장하는 용도로만 사용합니다. 이는 앱 작동에 필요하거나 이용자가 선택한 설정을 기억하기 위한 것이며, 광고용 쿠키나 사이트 간 추적 쿠키는 사용하지 않습니다. 브라우저 설정에서 이를 삭제할 수 있지만, 삭제하면 로그아웃되고 연령 확인을 다시 요청받게 됩니다.',
        ),
        h('3. 개인정보 공유 및 국외 이전'),
        p(
          '당사는 개인정보를 판매하거나 광고 목적으로 공유하지 않습니다. 개인정보는 당사의 이메일을 발송하고 앱을 호스팅하는 서비스 제공업체에만 제공하고, 이들 업체는 계약에 따라 당사의 지시대로만 처리하며, 법률이 요구하는 경우에는 공공기관에 제공합니다. 이들 업체는 이용자의 국가 밖에서 개인정보를 처리할 수 있으며, 이 경우 당사는 표준계약조항과 같은 인정된 보호 조치를 적용합니다. 게시한 콘텐츠는 닉네임, 프로필 사진과 함께 다른 이용자에게 공개됩니다.',
        ),
        h('4. 보유 기간 및 보안'),
        p(
          '개인정보는 계정이 유지되는 동안 보관하고 연령 증명 서류는 확인과 관련 추첨이 끝날 때까지만 보관하며, 계정이 삭제되면 법률상 보관해야 하는 기록을 제외한 개인정보를 30일 이내에 삭제하거나 익명화합니다. 로그인 인증 코드는 10분 동안 한 번만 사용할 수 있으며, 인증 코드와 세션 토큰은 해시 형태로만 저장되어 당사 데이터베이스에서도 읽을 수 없습니다. 데이터는 암호화된 연결로 전송되며, 업무상 필요한 팀원만 개인정보에 접근할 수 있습니다. 이메일 계정을 안전하게 관리하시고, 이상한 활동을 발견하면 즉시 알려 주십시오.',
        ),
        h('5. 이용자의 권리'),
        p(
          '거주 지역에 따라 이용자는 자신의 개인정보를 열람, 정정, 삭제하고 그 처리에 반대하거나 처리의 제한을 요구할 수 있으며, 이동 가능한 형식으로 사본을 받을 권리가 있습니다. 이메일 주소와 닉네임은 설정에서 변경하고 그 밖의 프로필 정보는 직접 수정할 수 있으며, 계정 삭제를 포함한 그 밖의 요청은 앱의 설정 > 피드백을 통해 Vapour Club 팀에 보내 주십시오. 당사는 요청이 본인의 것인지 확인을 요청할 수 있으며, 1개월 이내에 답변합니다. 또한 거주 국가의 개인정보 보호 감독기관에 민원을 제기할 수 있습니다.',
        ),
        h('6. 만 21세 미만 이용자'),
        p(
          'Vapour Club은 만 21세 이상의 성인만을 위한 서비스이며, 당사는 그보다 어린 사람의 개인정보를 고의로 수집하지 않습니다. 계정이 만 21세 미만인 사람의 것임을 알게 되면 해당 계정을 해지하고 개인정보를 삭제합니다. 만 21세 미만인 사람이 앱을 이용하고 있다고 생각되면 앱의 설정 > 피드백을 통해 알려 주십시오.',
        ),
      ],
    },
    zh_CN: {
      title: '隐私政策',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          '本隐私政策说明 Vapour Club 团队在 Vapour Club 应用中收集哪些个人数据、出于什么目的，以及您拥有哪些选择。我们不会出售个人数据。页面顶部的日期表示当前版本，重大变更会在应用内通知您。',
        ),
        h('1. 我们收集的信息及用途'),
        p(
          '创建账号时，我们会收集您的邮箱地址、昵称、出生日期和国家或地区，用于让您登录、确认您已年满 21 周岁、适用您所在国家或地区的规则，以及向您发送登录验证码和有关账号、抽奖和奖品的消息。您还可以选择填写名字和姓氏、性别、职业、手机号码和头像，以完善个人资料。如果您使用 Facebook 登录，我们会收到您的 Facebook 账号标识和邮箱地址。',
        ),
        p(
          '我们会保存您发布的文章、视频、评价和门店，以及您的积分记录和扫码记录，用于发放积分、核验产品真伪和防范欺诈。您的收货地址用于寄送奖品和处理售后申请，您发给我们的消息会被保存以便回复。参加部分抽奖时，我们会要求您提供年龄证明文件，该文件仅用于确认您已年满 21 周岁。',
        ),
        p(
          '我们处理您的数据是为了履行与您之间的协议，即运营您的账号、发布您的内容、发放积分、寄送奖品和处理售后申请。我们还基于以下依据处理数据：维护应用安全、防范欺诈和核验产品真伪的合法利益；尼古丁产品年龄核验等法定义务；以及您对选填资料和 Facebook 登录的同意，您可以随时撤回该同意。',
        ),
        h('2. Cookie 与本地存储'),
        p(
          '本应用仅将 Cookie 和浏览器本地存储用于保存以下内容：用于保持登录状态的会话令牌、语言、颜色模式、年龄确认的选择以及 Cookie 同意选择。这些内容是应用运行所必需的，或用于记住您选择的设置；我们不使用广告 Cookie 或跨站跟踪 Cookie。您可以在浏览器设置中清除它们，但清除后您将退出登录，并需要重新确认年龄。',
        ),
        h('3. 数据共享与跨境传输'),
        p(
          '我们不会出售个人数据，也不会为广告目的共享个人数据。我们仅与为我们发送邮件和托管应用的服务提供商共享个人数据，他们须按照合同并依我们的指示处理数据；在法律要求时，我们也会向政府机关提供。这些服务提供商可能在您所在国家或地区以外处理数据，此时我们会采用标准合同条款等认可的保护措施。您发布的内容连同您的昵称和头像会向本应用的其他用户展示。',
        ),
        h('4. 保存期限与安全'),
        p(
          '在您的账号存续期间，我们会保存您的数据，年龄证明文件仅保存到核验及相关抽奖完成为止；账号删除后，我们会在 30 天内删除您的个人数据或对其进行匿名化处理，法律要求保留的记录除外。登录验证码有效期为 10 分钟且只能使用一次，验证码和会话令牌仅以哈希形式存储，即使从我们的数据库中也无法读取。数据通过加密连接传输，只有因工作需要的团队成员才能访问个人数据。请妥善保护您的邮箱账号，如发现异常活动，请立即告知我们。',
        ),
        h('5. 您的权利'),
        p(
          '根据您所在地的法律，您有权访问、更正、删除您的个人数据，反对或限制对其的处理，并以可移植的格式获取副本。您可以在设置中修改邮箱地址和昵称，并自行编辑其他个人资料；如有其他请求（包括删除账号），请通过应用内的“设置 > 意见反馈”联系 Vapour Club 团队。我们可能会请您确认请求确由本人提出，并将在一个月内答复。您也可以向所在国家或地区的个人信息保护监管机构投诉。',
        ),
        h('6. 未满 21 周岁人士'),
        p(
          'Vapour Club 仅面向年满 21 周岁的成年人，我们不会有意收集未满 21 周岁人士的数据。如果我们得知某个账号属于未满 21 周岁的人，我们会关闭该账号并删除其个人数据。如果您认为有未满 21 周岁的人在使用本应用，请通过应用内的“设置 > 意见反馈”告知我们。',
        ),
      ],
    },
  },
  login: {
    en_US: {
      title: 'Login Agreement',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          'By signing in to or creating a Vapour Club account, you confirm that you are at least 21 years old, that you are legally allowed to buy nicotine products where you live, and that the details you provide are accurate.',
        ),
        p(
          'You also confirm that you have read and accept the User Agreement and the Privacy Policy, which set out the rules of the app and how we handle your data. The same applies when you sign in with Facebook.',
        ),
        p(
          'The sign-in code we send to your email is personal: it is valid for 10 minutes and can be used only once. Never share it with anyone; the Vapour Club team will never ask you for it.',
        ),
        p(
          'If you did not request a code, you can ignore the email. If you think someone else has access to your account, tell us through Settings > Feedback in the app.',
        ),
      ],
    },
    ru_RU: {
      title: 'Соглашение о входе',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          'Входя в аккаунт Vapour Club или создавая его, вы подтверждаете, что вам исполнился 21 год, что закон вашей страны разрешает вам покупать никотиновую продукцию и что указанные вами сведения достоверны.',
        ),
        p(
          'Вы также подтверждаете, что прочитали и принимаете Пользовательское соглашение и Политику конфиденциальности, которые устанавливают правила приложения и порядок обращения с вашими данными. Это относится и ко входу через Facebook.',
        ),
        p(
          'Код входа, который мы отправляем на вашу почту, предназначен только для вас: он действует 10 минут и только один раз. Никому его не сообщайте — команда Vapour Club никогда не попросит у вас этот код.',
        ),
        p(
          'Если вы не запрашивали код, просто проигнорируйте письмо. Если вы считаете, что кто-то другой получил доступ к вашему аккаунту, сообщите нам через «Настройки > Обратная связь» в приложении.',
        ),
      ],
    },
    ko_KR: {
      title: '로그인 약관',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          'Vapour Club 계정에 로그인하거나 계정을 만들면, 본인이 만 21세 이상이고 거주 국가의 법률상 니코틴 제품을 구매할 수 있으며 제공한 정보가 정확함을 확인하게 됩니다.',
        ),
        p(
          '또한 앱의 이용 규칙과 개인정보 처리 방식을 설명하는 이용약관과 개인정보 처리방침을 읽고 이에 동의함을 확인합니다. Facebook으로 로그인하는 경우에도 동일하게 적용됩니다.',
        ),
        p(
          '이메일로 발송되는 로그인 인증 코드는 본인만 사용할 수 있으며, 10분 동안 한 번만 유효합니다. 누구에게도 코드를 알려 주지 마십시오. Vapour Club 팀은 절대 인증 코드를 요구하지 않습니다.',
        ),
        p(
          '인증 코드를 요청하지 않았다면 이메일을 무시하셔도 됩니다. 다른 사람이 계정에 접근했다고 생각되면 앱의 설정 > 피드백을 통해 알려 주십시오.',
        ),
      ],
    },
    zh_CN: {
      title: '登录协议',
      updatedAt: UPDATED_AT,
      blocks: [
        p(
          '登录或创建 Vapour Club 账号，即表示您确认自己已年满 21 周岁，根据所在地法律可以购买尼古丁产品，并且您提供的信息真实准确。',
        ),
        p(
          '您还确认已阅读并接受《用户协议》和《隐私政策》，其中说明了本应用的使用规则以及我们如何处理您的数据。使用 Facebook 登录时同样适用。',
        ),
        p(
          '我们发送到您邮箱的登录验证码仅供您本人使用，有效期为 10 分钟，且只能使用一次。请勿将验证码告诉任何人，Vapour Club 团队绝不会向您索要验证码。',
        ),
        p(
          '如果您没有申请验证码，可以忽略该邮件。如果您认为其他人可能已登录您的账号，请通过应用内的“设置 > 意见反馈”告知我们。',
        ),
      ],
    },
  },
};
