// Copyright (c) 2018-2020 XMLCoder contributors
//
// This software is released under the MIT License.
// https://opensource.org/licenses/MIT
//
//  Created by Max Desiatov on 17/12/2018.
//

// swiftlint:disable line_length file_length

let rjiSampleXML = """
<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"
	xmlns:dc="http://purl.org/dc/elements/1.1/"
	xmlns:sy="http://purl.org/rss/1.0/modules/syndication/"
	xmlns:admin="http://webns.net/mvcb/"
	xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
	xmlns:content="http://purl.org/rss/1.0/modules/content/">
	<channel>
		<title>
			<![CDATA[RJI Stories]]>
		</title>
		<link>https://www.rjionline.org/stories</link>
		<description></description>
		<dc:language>en</dc:language>
		<dc:creator>nelsonjenn@rjionline.org</dc:creator>
		<dc:rights>Copyright 2017</dc:rights>
		<dc:date>2017-11-14T22:01:00+00:00</dc:date>
		<admin:generatorAgent rdf:resource="http://expressionengine.com/" />
		<image>
			<url>https://www.rjionline.org/images/favicons/apple-touch-icon-144x144.png</url>
			<height>144</height>
			<width>144</width>
			<link>https://www.rjionline.org/</link>
			<title>Donald W. Reynolds Journalism Institute</title>
		</image>
		<item>
			<title>
				<![CDATA[Poynter: Ready to practice comics journalism? Ask these questions before you commit]]>
			</title>
			<link>https://www.rjionline.org/stories/poynter-ready-to-practice-comics-journalism-ask-these-questions-before-you</link>
			<guid>https://www.rjionline.org/stories/poynter-ready-to-practice-comics-journalism-ask-these-questions-before-you</guid>
			<enclosure url="https://www.rjionline.org/images/posts/Screen_Shot_2017-11-14_at_4.16.34_PM.png" length="52388" type="image/png" />
			<description>
				<![CDATA[Pairing illustration with news gathering is not a new idea.  More than a century ago, the Illustrated London News hired artistic journalists, like its “Special War Artist” Melton Prior, to draw global events.]]>
			</description>
			<dc:subject>
				<![CDATA[Reporting,]]>
			</dc:subject>
			<dc:date>2017-11-14T22:01:00+00:00</dc:date>
			<author>Blake Nelson</author>
		</item>
		<item>
			<title>
				<![CDATA[New app provides reporters with real-time speech-to-text transcriptions at low cost]]>
			</title>
			<link>https://www.rjionline.org/stories/new-app-provides-reporters-with-real-time-speech-to-text-transcriptions-at</link>
			<guid>https://www.rjionline.org/stories/new-app-provides-reporters-with-real-time-speech-to-text-transcriptions-at</guid>
			<enclosure url="https://www.rjionline.org/images/posts/RecordlyT2016.jpg" length="6748" type="image/jpg" />
			<description>
				<![CDATA[Who hasn’t wasted hours of precious time transcribing interviews? A new app, produced by a team from the University of Missouri, wants to make this onerous task a thing of the past. ]]>
			</description>
			<dc:subject>
				<![CDATA[Entrepreneurship, Innovation, Journalism education, Mobile, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-11-08T22:25:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Seminar sessions for RJI Student Competition scheduled]]>
			</title>
			<link>https://www.rjionline.org/stories/seminar-sessions-for-rji-student-competition-scheduled</link>
			<guid>https://www.rjionline.org/stories/seminar-sessions-for-rji-student-competition-scheduled</guid>
			<enclosure url="https://www.rjionline.org/images/posts/gears01t.png" length="26327" type="image/png" />
			<description>
				<![CDATA[Industry leaders and college professors will conduct informational sessions beginning next week to help students prepare for the 2017-2018 RJI Student Competition.]]>
			</description>
			<dc:subject>
				<![CDATA[Journalism education, Presentations,]]>
			</dc:subject>
			<dc:date>2017-11-07T19:57:00+00:00</dc:date>
			<author>Ebony Reed</author>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 247: Tech giants under scrutiny in DC; Amazon an ad powerhouse]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-247-tech-giants-under-scrutiny-in-dc-amazon-an-ad-powerh</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-247-tech-giants-under-scrutiny-in-dc-amazon-an-ad-powerh</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp247.jpg" length="98580" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, executives from Facebook, Google and Twitter faced the angry music in Washington, with senators upset at the tech platforms for their slow response to Russian ads that sowed discord during the election. ]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-11-03T14:27:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Announcing the RJI Student Innovation Fellowships]]>
			</title>
			<link>https://www.rjionline.org/stories/announcing-the-rji-student-innovation-fellowships</link>
			<guid>https://www.rjionline.org/stories/announcing-the-rji-student-innovation-fellowships</guid>
			<enclosure url="https://www.rjionline.org/images/posts/innovationfellowships01t.jpg" length="41032" type="image/jpg" />
			<description>
				<![CDATA[The Reynolds Journalism Institute is partnering with leading news organizations to support Missouri School of Journalism students who work 30 hours per week on-site during the spring and fall semesters.]]>
			</description>
			<dc:subject>
				<![CDATA[Innovation, Journalism education, Partners, Technology,]]>
			</dc:subject>
			<dc:date>2017-11-03T13:57:00+00:00</dc:date>
			<author>Mike McKean</author>
		</item>
		<item>
			<title>
				<![CDATA[An investment pays off for RJI — and the news industry]]>
			</title>
			<link>https://www.rjionline.org/stories/an-investment-pays-off-for-rji-and-the-news-industry</link>
			<guid>https://www.rjionline.org/stories/an-investment-pays-off-for-rji-and-the-news-industry</guid>
			<enclosure url="https://www.rjionline.org/images/posts/gehringd01t.jpg" length="82452" type="image/jpg" />
			<description>
				<![CDATA[Relay Media, a Silicon Valley-based startup that received $75,000 from RJI in 2016, was purchased by Google for an undisclosed amount. Two of the company’s three founders also got jobs at the search-engine giant as part of the deal.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Innovation, Partners, Revenue strategies, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-10-31T18:08:00+00:00</dc:date>
			<author>Randy Picht</author>
		</item>
		<item>
			<title>
				<![CDATA[LION Publishers: Journalist develops &#8216;Push&#8217; open source mobile app for small news organizations]]>
			</title>
			<link>https://www.rjionline.org/stories/lion-publishers-journalist-develops-push-open-source-mobile-app-for-small-n</link>
			<guid>https://www.rjionline.org/stories/lion-publishers-journalist-develops-push-open-source-mobile-app-for-small-n</guid>
			<enclosure url="https://www.rjionline.org/images/posts/LION_Pub_logo.png" length="49019" type="image/png" />
			<description>
				<![CDATA[Developer, journalist and RJI Fellow Christopher Guess set out to solve some of the bigger mobile distribution problems of small, online publications.]]>
			</description>
			<dc:subject>
				<![CDATA[Mobile, Presentations, RJI fellowships, Technology,]]>
			</dc:subject>
			<dc:date>2017-10-28T20:33:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 246: Harassment charges hit digital media men; Facebook tests secondary feed]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-246-harassment-charges-hit-digital-media-men-facebook-te</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-246-harassment-charges-hit-digital-media-men-facebook-te</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp246.jpg" length="99645" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, sexual harassment charges against movie mogul Harvey Weinstein have spread into digital media, with tech evangelist Robert Scoble, Vox editorial director Lockhart Steele and others taking heat and losing power. ]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-10-27T15:16:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Not an oxymoron: Journalists as sales superstars]]>
			</title>
			<link>https://www.rjionline.org/stories/not-an-oxymoron-journalists-as-sales-superstars</link>
			<guid>https://www.rjionline.org/stories/not-an-oxymoron-journalists-as-sales-superstars</guid>
			<enclosure url="https://www.rjionline.org/images/posts/LION_Pub_logo.png" length="49019" type="image/png" />
			<description>
				<![CDATA[Ebony Reed of the Reynolds Journalism Institute at the Missouri School of Journalism gave a rapid-fire presentation Friday at the LION Summit about “why, rather than being intimidated, journalists should feel uniquely suited to sell advertising.”]]>
			</description>
			<dc:subject>
				<![CDATA[Revenue strategies,]]>
			</dc:subject>
			<dc:date>2017-10-27T13:31:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[The contributor model]]>
			</title>
			<link>https://www.rjionline.org/stories/the-contributor-model</link>
			<guid>https://www.rjionline.org/stories/the-contributor-model</guid>
			<enclosure url="https://www.rjionline.org/images/posts/contributor01t.jpg" length="59566" type="image/jpg" />
			<description>
				<![CDATA[One of the emerging content plays taking root is the “contributor model.” Low-cost, highly targeted, and leveraging the power of influencers and thought leaders, this content thrives on sites ranging from Inc. to Forbes to CNBC and beyond.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Revenue strategies, Videos,]]>
			</dc:subject>
			<dc:date>2017-10-25T21:19:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Winning the niche]]>
			</title>
			<link>https://www.rjionline.org/stories/winning-the-niche</link>
			<guid>https://www.rjionline.org/stories/winning-the-niche</guid>
			<enclosure url="https://www.rjionline.org/images/posts/niche01t.jpg" length="91003" type="image/jpg" />
			<description>
				<![CDATA[While some content streams seem saturated and almost impervious to new players, other content streams are rich and ripe for expansion and even monetization. ]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Revenue strategies, Videos,]]>
			</dc:subject>
			<dc:date>2017-10-25T21:09:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Emerging payment platforms and strategies]]>
			</title>
			<link>https://www.rjionline.org/stories/emerging-payment-platforms-and-strategies</link>
			<guid>https://www.rjionline.org/stories/emerging-payment-platforms-and-strategies</guid>
			<enclosure url="https://www.rjionline.org/images/posts/payment01t.jpg" length="77281" type="image/jpg" />
			<description>
				<![CDATA[Pay models are evolving as more and more testing indicates users are interested in paying for valuable, relevant content that fits within their framework of consent.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Revenue strategies, Videos,]]>
			</dc:subject>
			<dc:date>2017-10-25T20:52:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Syndicators, agencies and distribution channels]]>
			</title>
			<link>https://www.rjionline.org/stories/syndicators-agencies-and-distribution-channels</link>
			<guid>https://www.rjionline.org/stories/syndicators-agencies-and-distribution-channels</guid>
			<enclosure url="https://www.rjionline.org/images/posts/syndicators01t.jpg" length="76841" type="image/jpg" />
			<description>
				<![CDATA[While much of content is built around per-use, micropayments and subscriptions, there are other pots of potential revenue that lie outside of what journalists may presently be considering.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Revenue strategies, Videos,]]>
			</dc:subject>
			<dc:date>2017-10-25T20:40:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Old guard, new models]]>
			</title>
			<link>https://www.rjionline.org/stories/old-guard-new-models</link>
			<guid>https://www.rjionline.org/stories/old-guard-new-models</guid>
			<enclosure url="https://www.rjionline.org/images/posts/guard01t.jpg" length="84460" type="image/jpg" />
			<description>
				<![CDATA[While traditional platforms and channels still make up the bulwark of monetization streams for the “old guard” in media, many are seeking new, alternative revenue streams, some of while fall well outside of traditional journalism. ]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Revenue strategies, Videos,]]>
			</dc:subject>
			<dc:date>2017-10-25T20:29:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Funding the membership and nonprofit models]]>
			</title>
			<link>https://www.rjionline.org/stories/funding-the-membership-and-nonprofit-models</link>
			<guid>https://www.rjionline.org/stories/funding-the-membership-and-nonprofit-models</guid>
			<enclosure url="https://www.rjionline.org/images/posts/funding01t.jpg" length="87593" type="image/jpg" />
			<description>
				<![CDATA[While not new, membership models and nonprofit news consortia and strategies are an emergent theme, as news organizations leverage their connections and synergistic alliances to create both cost-savings and cost-enhancements.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Revenue strategies, Videos,]]>
			</dc:subject>
			<dc:date>2017-10-25T19:39:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Ken Doctor keynote]]>
			</title>
			<link>https://www.rjionline.org/stories/ken-doctor-keynote</link>
			<guid>https://www.rjionline.org/stories/ken-doctor-keynote</guid>
			<enclosure url="https://www.rjionline.org/images/posts/doctork01t.jpg" length="52767" type="image/jpg" />
			<description>
				<![CDATA[On Oct. 12, 2017, Ken Doctor of Newsonomics delivered the keynote address at Revenue Models that Work at the Reynolds Journalism Institute at the Missouri School of Journalism.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Revenue strategies, Videos,]]>
			</dc:subject>
			<dc:date>2017-10-25T19:21:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[RiskMiner: An app for agribusiness]]>
			</title>
			<link>https://www.rjionline.org/stories/riskminer-an-app-for-agribusiness</link>
			<guid>https://www.rjionline.org/stories/riskminer-an-app-for-agribusiness</guid>
			<enclosure url="https://www.rjionline.org/images/posts/riskminer01t.jpg" length="101079" type="image/jpg" />
			<description>
				<![CDATA[Pam Dempsey and Brant Houston speak about their 2017-2018 RJI Fellowship project, RiskMiner. ]]>
			</description>
			<dc:subject>
				<![CDATA[Entrepreneurship, Reporting, RJI fellowships, Technology,]]>
			</dc:subject>
			<dc:date>2017-10-25T16:26:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[How four media organizations are using events to raise revenue, engage audiences]]>
			</title>
			<link>https://www.rjionline.org/stories/how-four-media-organizations-are-using-events-to-raise-revenue-engage</link>
			<guid>https://www.rjionline.org/stories/how-four-media-organizations-are-using-events-to-raise-revenue-engage</guid>
			<enclosure url="https://www.rjionline.org/images/posts/panel01t.jpg" length="85289" type="image/jpg" />
			<description>
				<![CDATA[Producing events is one opportunity for news outlets to generate additional revenue and build relationships with audiences. A panel of news and advertising executives spoke about their local events during Revenue Models That Work.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Revenue strategies,]]>
			</dc:subject>
			<dc:date>2017-10-24T16:13:00+00:00</dc:date>
			<author>Jennifer Nelson</author>
		</item>
		<item>
			<title>
				<![CDATA[More trust + more collaboration = more revenue]]>
			</title>
			<link>https://www.rjionline.org/stories/more-trust-more-collaboration-more-revenue</link>
			<guid>https://www.rjionline.org/stories/more-trust-more-collaboration-more-revenue</guid>
			<enclosure url="https://www.rjionline.org/images/posts/revenue01.jpg" length="102021" type="image/jpg" />
			<description>
				<![CDATA[Revenue generation can be a complex landscape for digital publishers, especially those in small operations.]]>
			</description>
			<dc:subject>
				<![CDATA[Revenue strategies,]]>
			</dc:subject>
			<dc:date>2017-10-24T14:57:00+00:00</dc:date>
			<author>Ebony Reed</author>
		</item>
		<item>
			<title>
				<![CDATA[What a Dallas TV station is learning with Tegna’s Verify project]]>
			</title>
			<link>https://www.rjionline.org/stories/what-a-dallas-tv-station-is-learning-with-tegnas-verify-project</link>
			<guid>https://www.rjionline.org/stories/what-a-dallas-tv-station-is-learning-with-tegnas-verify-project</guid>
			<enclosure url="https://www.rjionline.org/images/posts/verify01.jpg" length="102052" type="image/jpg" />
			<description>
				<![CDATA[In an age of fake news and heightened distrust of the media, Tegna TV stations are taking steps to improve transparency and build trust with viewers through a project called Verify.]]>
			</description>
			<dc:subject>
				<![CDATA[Broadcast, Innovation, Videos,]]>
			</dc:subject>
			<dc:date>2017-10-20T15:36:00+00:00</dc:date>
			<author>Jennifer Nelson</author>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 245: Women say #MeToo on social media; ‘Panama Papers’ journalist killed in Malta]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-245-women-say-metoo-on-social-media-panama-papers-journa</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-245-women-say-metoo-on-social-media-panama-papers-journa</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp245.jpg" length="90040" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, women responded to the sexual harassment allegations against media mogul Harvey Weinstein by sharing their own stories of harassment on social media at the #MeToo hashtag.]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-10-20T14:21:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Columbia Missourian: Students tackle real-world problems at TigerHacks]]>
			</title>
			<link>https://www.rjionline.org/stories/columbia-missourian-students-tackle-real-world-problems-at-tigerhacks</link>
			<guid>https://www.rjionline.org/stories/columbia-missourian-students-tackle-real-world-problems-at-tigerhacks</guid>
			<enclosure url="https://www.rjionline.org/images/posts/tigerhacks01t.jpg" length="77435" type="image/jpg" />
			<description>
				<![CDATA[Since Friday evening, University of Missouri student Justin Hofer and his team have been building an artificial brain designed to detect when a news headline is true or false. So far, the “brain” has a 92 percent accuracy rate.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Innovation, Journalism education, Print, Technology,]]>
			</dc:subject>
			<dc:date>2017-10-18T14:29:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 244: Pitiful diversity at legacy newsrooms; Google hit with Russian-linked ads]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-244-pitiful-diversity-at-legacy-newsrooms-google-hit-wit</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-244-pitiful-diversity-at-legacy-newsrooms-google-hit-wit</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp244.jpg" length="101335" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, a new survey found that legacy newspaper newsrooms are still dominated by white males, while digital newsrooms are doing much better at creating a diverse workplace.]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-10-13T14:12:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Why the Trusting News Project is aiming to better understand public trust in journalism]]>
			</title>
			<link>https://www.rjionline.org/stories/why-the-trusting-news-project-is-aiming-to-better-understand-public-trust-i</link>
			<guid>https://www.rjionline.org/stories/why-the-trusting-news-project-is-aiming-to-better-understand-public-trust-i</guid>
			<enclosure url="https://www.rjionline.org/images/posts/trustingnews01t.png" length="10363" type="image/png" />
			<description>
				<![CDATA[With President Trump’s continuous attacks on the media, and a number of news organizations struggling to stay financially afloat, a need to better understand the public’s perception of news and their willingness to pay for it has emerged.]]>
			</description>
			<dc:subject>
				<![CDATA[Engagement, Research, RJI fellowships, Social media,]]>
			</dc:subject>
			<dc:date>2017-10-10T14:53:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 243: How misinformation spread after Vegas shooting]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-243-how-misinformation-spread-after-vegas-shooting</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-243-how-misinformation-spread-after-vegas-shooting</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp243.jpg" length="96901" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, the good, bad and ugly of those dominating tech giants. On the bad side, Google, Facebook, and Twitter were overrun by misinformation during the Las Vegas shooting, with alt-right sites and manipulators naming the wrong shooter.]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-10-06T14:15:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[University of Missouri-born transcription tool for journalists set for App Store launch]]>
			</title>
			<link>https://www.rjionline.org/stories/university-of-missouri-born-transcription-tool-for-journalists-set-for-app</link>
			<guid>https://www.rjionline.org/stories/university-of-missouri-born-transcription-tool-for-journalists-set-for-app</guid>
			<enclosure url="https://www.rjionline.org/images/posts/RecordlyT2016.jpg" length="6748" type="image/jpg" />
			<description>
				<![CDATA[Update: Recordly can now be downloaded from the Apple App Store. Transcription can cause headaches and drain time for professionals in the media industry, with short snippets of audio often leading to long sessions spent transcribing. ]]>
			</description>
			<dc:subject>
				<![CDATA[Entrepreneurship, Innovation, Journalism education, Technology,]]>
			</dc:subject>
			<dc:date>2017-10-03T17:03:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Help us build tools to better understand engagement data and improve revenue strategies]]>
			</title>
			<link>https://www.rjionline.org/stories/help-us-build-tools-to-better-understand-engagement-data-and-improve-revenu</link>
			<guid>https://www.rjionline.org/stories/help-us-build-tools-to-better-understand-engagement-data-and-improve-revenu</guid>
			<enclosure url="https://www.rjionline.org/images/posts/userengagement01.jpg" length="78449" type="image/jpg" />
			<description>
				<![CDATA[How do we identify user engagement behaviors and patterns that help us strengthen our products and our businesses? How can we encourage engaged users to deepen their connection with our work?]]>
			</description>
			<dc:subject>
				<![CDATA[Analytics, Engagement, Revenue strategies, RJI fellowships, Technology,]]>
			</dc:subject>
			<dc:date>2017-10-02T17:41:00+00:00</dc:date>
			<author>Rebekah Monson</author>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 242: Pivots to video a mixed bag; Twitter doubles character count]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-242-pivots-to-video-a-mixed-bag-twitter-doubles-characte</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-242-pivots-to-video-a-mixed-bag-twitter-doubles-characte</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp242.jpg" length="96061" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, many publishers have been pivoting to video, but they’ve also lost a lot of traffic to their websites. Did they go too far? And Twitter is testing out doubling the size of tweets to 280 characters.]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-09-29T13:39:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Six things participants need to know about the 2017-2018 RJI Student Competition]]>
			</title>
			<link>https://www.rjionline.org/stories/six-things-you-need-to-know-about-the-2017-2018-rji-student-competition</link>
			<guid>https://www.rjionline.org/stories/six-things-you-need-to-know-about-the-2017-2018-rji-student-competition</guid>
			<enclosure url="https://www.rjionline.org/images/posts/Info_sessionT.jpg" length="262922" type="image/jpg" />
			<description>
				<![CDATA[The 2017-2018 RJI Student Competition will differ in two ways from past competitions: Students from outside the University of Missouri are eligible to participate and teams may address any issue facing the news industry. ]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Technology,]]>
			</dc:subject>
			<dc:date>2017-09-26T19:01:00+00:00</dc:date>
			<author>Jennifer Nelson</author>
		</item>
		<item>
			<title>
				<![CDATA[Trusting News project receives $100,000 grant from Knight Foundation]]>
			</title>
			<link>https://www.rjionline.org/stories/trusting-news-project-receives-100000-grant-from-knight-foundation</link>
			<guid>https://www.rjionline.org/stories/trusting-news-project-receives-100000-grant-from-knight-foundation</guid>
			<enclosure url="https://www.rjionline.org/images/posts/trustingnews01t.png" length="10363" type="image/png" />
			<description>
				<![CDATA[Joy Mayer is leading research on how news consumers decide what to trust, developing strategies to address that behavior and training journalists to demonstrate their credibility.]]>
			</description>
			<dc:subject>
				<![CDATA[]]>
			</dc:subject>
			<dc:date>2017-09-25T14:07:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 241: Social platforms help target ads to racist groups]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-241-social-platforms-help-target-ads-to-racist-groups</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-241-social-platforms-help-target-ads-to-racist-groups</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp241.jpg" length="97802" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, journalists found that Facebook, Google and Twitter all allowed them to target ads toward racist groups like “Jew haters” and “black people ruin neighborhoods.” The social platforms quickly removed those terms.]]>
			</description>
			<dc:subject>
				<![CDATA[Partners, Social media,]]>
			</dc:subject>
			<dc:date>2017-09-22T13:32:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Video: 2017–2018 Student Competition kickoff]]>
			</title>
			<link>https://www.rjionline.org/stories/video-20172018-student-competition-kickoff</link>
			<guid>https://www.rjionline.org/stories/video-20172018-student-competition-kickoff</guid>
			<enclosure url="https://www.rjionline.org/images/posts/studentcompetitionkickoff01t.jpg" length="98908" type="image/jpg" />
			<description>
				<![CDATA[Video highlights from the 2017–2018 Student Competition kickoff, held Sept. 19 at RJI.]]>
			</description>
			<dc:subject>
				<![CDATA[Entrepreneurship, Innovation, Journalism education, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-09-21T15:33:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Video: Dean David Kurpius on the RJI Student Competition 2017]]>
			</title>
			<link>https://www.rjionline.org/stories/video-dean-david-kurpius-on-the-rji-student-competition-2017</link>
			<guid>https://www.rjionline.org/stories/video-dean-david-kurpius-on-the-rji-student-competition-2017</guid>
			<enclosure url="https://www.rjionline.org/images/posts/studentcompetitionkurpius01t.jpg" length="65157" type="image/jpg" />
			<description>
				<![CDATA[David Kurpius, dean of the Missouri School of Journalism, talks about the upcoming RJI Student Competition.]]>
			</description>
			<dc:subject>
				<![CDATA[Entrepreneurship, Innovation, Journalism education, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-09-20T20:54:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Video: Ryan Platt speaks about creating Maply]]>
			</title>
			<link>https://www.rjionline.org/stories/video-ryan-platt-speaks-about-creating-maply</link>
			<guid>https://www.rjionline.org/stories/video-ryan-platt-speaks-about-creating-maply</guid>
			<enclosure url="https://www.rjionline.org/images/posts/studentcompetitionplatt01t.jpg" length="47524" type="image/jpg" />
			<description>
				<![CDATA[Ryan Platt speaks about creating Maply.]]>
			</description>
			<dc:subject>
				<![CDATA[Entrepreneurship, Innovation, Journalism education, Videos,]]>
			</dc:subject>
			<dc:date>2017-09-20T18:36:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Video:&nbsp; Alex Blum speaks about his experience in the RJI student competition]]>
			</title>
			<link>https://www.rjionline.org/stories/video-alex-blum-speaks-about-his-experience-in-the-rji-student-competition</link>
			<guid>https://www.rjionline.org/stories/video-alex-blum-speaks-about-his-experience-in-the-rji-student-competition</guid>
			<enclosure url="https://www.rjionline.org/images/posts/studentcompetitionblum01t.jpg" length="74312" type="image/jpg" />
			<description>
				<![CDATA[Alex Blum speaks about his experience in the RJI student competition]]>
			</description>
			<dc:subject>
				<![CDATA[Innovation, Journalism education, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-09-20T18:28:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 240: Apple moves to the high end; regulation coming for tech giants?]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-240-apple-moves-to-the-high-end-regulation-coming-for-te</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-240-apple-moves-to-the-high-end-regulation-coming-for-te</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp240.jpg" length="99983" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, Apple announced its new line of iPhones, including a $1000 iPhone X and Apple TV with 4K support. Can it win at higher price points? ]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-09-15T13:16:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Does the idea of talking to a news bot bother you? That is interesting. Please continue.]]>
			</title>
			<link>https://www.rjionline.org/stories/does-the-idea-of-talking-to-a-news-bot-bother-you-that-is-interesting-plea</link>
			<guid>https://www.rjionline.org/stories/does-the-idea-of-talking-to-a-news-bot-bother-you-that-is-interesting-plea</guid>
			<enclosure url="https://www.rjionline.org/images/posts/hellobot01.png" length="38758" type="image/png" />
			<description>
				<![CDATA[The first chatbot was born in 1966. Now, 50 years on, chatbots are starting to crack into the mainstream — at least that’s what the buzz would have you believe.]]>
			</description>
			<dc:subject>
				<![CDATA[Innovation, RJI fellowships, Technology,]]>
			</dc:subject>
			<dc:date>2017-09-12T16:29:00+00:00</dc:date>
			<author>Andrew Haeg</author>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 239: Apple, Amazon bid for James Bond; The Atlantic’s membership play]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-239-apple-amazon-bid-for-james-bond-the-atlantics-member</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-239-apple-amazon-bid-for-james-bond-the-atlantics-member</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp239.jpg" length="96041" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, Apple and Amazon are taking their original content ambitions further, bidding on the rights to the James Bond movie franchise. The Atlantic is launching a new membership service called The Masthead starting at $100 per year.]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-09-08T14:46:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[This year’s RJI Student Competition not bound by topic or campus boundaries]]>
			</title>
			<link>https://www.rjionline.org/stories/this-years-rji-student-competition-not-bound-by-topic-or-campus-boundaries</link>
			<guid>https://www.rjionline.org/stories/this-years-rji-student-competition-not-bound-by-topic-or-campus-boundaries</guid>
			<enclosure url="https://www.rjionline.org/images/posts/gears01t.png" length="26327" type="image/png" />
			<description>
				<![CDATA[The sky’s the limit for participants in the 2017–2018 RJI Student Competition, sponsored by the Donald W. Reynolds Journalism Institute at the Missouri School of Journalism. This year students may address any issue facing the news media.]]>
			</description>
			<dc:subject>
				<![CDATA[Innovation, Journalism education, Technology,]]>
			</dc:subject>
			<dc:date>2017-09-05T18:45:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Christopher Guess presents Push]]>
			</title>
			<link>https://www.rjionline.org/stories/christopher-guess-presents-push</link>
			<guid>https://www.rjionline.org/stories/christopher-guess-presents-push</guid>
			<enclosure url="https://www.rjionline.org/images/posts/guessc01t.jpg" length="96010" type="image/jpg" />
			<description>
				<![CDATA[For cash-strapped small and medium-sized news organizations a custom-built mobile app is a pipe dream, at best. In response to this problem, RJI Residential Fellow Christopher Guess presented about his ongoing project “Push.”]]>
			</description>
			<dc:subject>
				<![CDATA[Presentations, RJI fellowships, Technology,]]>
			</dc:subject>
			<dc:date>2017-09-01T15:29:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 238: Social media shows heroes of Harvey; Google and Facebook dominate apps]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-238-social-media-shows-heroes-of-harvey-google-and-faceb</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-238-social-media-shows-heroes-of-harvey-google-and-faceb</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp238.jpg" length="98529" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, the tragedy of Hurricane Harvey caused untold damage and pain, but thanks to social media we also saw a great number of heroes, including journalists on the ground.]]>
			</description>
			<dc:subject>
				<![CDATA[Partners, Social media,]]>
			</dc:subject>
			<dc:date>2017-09-01T14:38:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Tyus Monroe: A Talk Story, Write Story success story in progress]]>
			</title>
			<link>https://www.rjionline.org/stories/tyus-monroe-a-talk-story-write-story-success-story-in-progress</link>
			<guid>https://www.rjionline.org/stories/tyus-monroe-a-talk-story-write-story-success-story-in-progress</guid>
			<enclosure url="https://www.rjionline.org/images/posts/monroet01t.jpg" length="95447" type="image/jpg" />
			<description>
				<![CDATA[Tyus Monroe received a full-ride scholarship to Columbia College in Missouri, thanks in part to Talk Story, Write Story. She wants to become a teacher.]]>
			</description>
			<dc:subject>
				<![CDATA[Journalism education, RJI fellowships,]]>
			</dc:subject>
			<dc:date>2017-08-31T16:10:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 237: Critical moment for hate speech; Village Voice ends print run]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-237-critical-moment-for-hate-speech-village-voice-ends-p</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-237-critical-moment-for-hate-speech-village-voice-ends-p</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp237.jpg" length="94679" type="image/jpg" />
			<description>
				<![CDATA[We’re back! The MediaShift Podcast is starting out its Fall Season this week, so stay tuned for new episodes each Friday.]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-08-25T14:25:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[What two Florida TV stations are learning as they experiment with AR and 3-D technologies]]>
			</title>
			<link>https://www.rjionline.org/stories/what-two-florida-tv-stations-are-learning-as-they-experiment-with-ar-and-3</link>
			<guid>https://www.rjionline.org/stories/what-two-florida-tv-stations-are-learning-as-they-experiment-with-ar-and-3</guid>
			<enclosure url="https://www.rjionline.org/images/posts/sharkar01t.jpg" length="92119" type="image/jpg" />
			<description>
				<![CDATA[With changing TV viewing habits, First Coast News in Jacksonville, Florida, is experimenting with augmented reality and 3-D technologies to grab viewers’ attention and enhance the storytelling experience.]]>
			</description>
			<dc:subject>
				<![CDATA[Engagement, Innovation, Technology,]]>
			</dc:subject>
			<dc:date>2017-08-24T19:40:00+00:00</dc:date>
			<author>Jennifer Nelson</author>
		</item>
		<item>
			<title>
				<![CDATA[Survey: Journalists’ most urgent training needs are mobile, data and video]]>
			</title>
			<link>https://www.rjionline.org/stories/survey-journalists-most-urgent-training-needs-are-mobile-data-and-video</link>
			<guid>https://www.rjionline.org/stories/survey-journalists-most-urgent-training-needs-are-mobile-data-and-video</guid>
			<enclosure url="https://www.rjionline.org/images/posts/digitaltraining01t.png" length="36547" type="image/png" />
			<description>
				<![CDATA[Three-fourths of respondents to a June survey about digital-journalism training said they would likely try learning such skills on their phone in bite-size lessons.]]>
			</description>
			<dc:subject>
				<![CDATA[Research, RJI fellowships, Technology,]]>
			</dc:subject>
			<dc:date>2017-08-23T21:04:00+00:00</dc:date>
			<author>Linda Austin</author>
		</item>
		<item>
			<title>
				<![CDATA[Shinebig test embed 170823]]>
			</title>
			<link>https://www.rjionline.org/stories/shinebig-test-embed-170823</link>
			<guid>https://www.rjionline.org/stories/shinebig-test-embed-170823</guid>
			<description>
				<![CDATA[Shinebig test embed 170823]]>
			</description>
			<dc:subject>
				<![CDATA[]]>
			</dc:subject>
			<dc:date>2017-08-23T15:13:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Gotta catch ’em all: Archiving digital content such as social media should include linked objects]]>
			</title>
			<link>https://www.rjionline.org/stories/gotta-catch-em-all-archiving-digital-content-such-as-social-media-posts-sho</link>
			<guid>https://www.rjionline.org/stories/gotta-catch-em-all-archiving-digital-content-such-as-social-media-posts-sho</guid>
			<enclosure url="https://www.rjionline.org/images/posts/pokemon01t.jpg" length="99738" type="image/jpg" />
			<description>
				<![CDATA[In the digital media world, there’s no guarantee that material that appears one minute will be there the next.]]>
			</description>
			<dc:subject>
				<![CDATA[Best practices, How-to, JDNA, Technology,]]>
			</dc:subject>
			<dc:date>2017-08-22T16:29:00+00:00</dc:date>
			<author>Edward McCain</author>
		</item>
		<item>
			<title>
				<![CDATA[Hjalmar Gislason: Keynote speaker: Digital salvage operations — what’s worth saving?]]>
			</title>
			<link>https://www.rjionline.org/stories/hjalmar-gislason-keynote-speaker-digital-salvage-operations-whats-worth-sav</link>
			<guid>https://www.rjionline.org/stories/hjalmar-gislason-keynote-speaker-digital-salvage-operations-whats-worth-sav</guid>
			<enclosure url="https://www.rjionline.org/images/posts/Gislason%2C_Hjalmar_web.jpg" length="135598" type="image/jpg" />
			<description>
				<![CDATA[Self-proclaimed data nerd Hjalmar Gislason is the vice president of data for visual analytics software company Qlik.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, JDNA, Presentations, Videos,]]>
			</dc:subject>
			<dc:date>2017-08-18T14:24:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Kat Duncan joins RJI as senior video editor]]>
			</title>
			<link>https://www.rjionline.org/stories/kat-duncan-joins-rji-as-senior-video-editor</link>
			<guid>https://www.rjionline.org/stories/kat-duncan-joins-rji-as-senior-video-editor</guid>
			<enclosure url="https://www.rjionline.org/images/posts/duncank01t.jpg" length="87880" type="image/jpg" />
			<description>
				<![CDATA[The Donald W. Reynolds Journalism Institute has named Kat Duncan, a former photo and video editor at the San Francisco Chronicle, as its new senior video editor.]]>
			</description>
			<dc:subject>
				<![CDATA[Journalism education, Print,]]>
			</dc:subject>
			<dc:date>2017-08-17T19:27:00+00:00</dc:date>
			<author>Jennifer Nelson</author>
		</item>
		<item>
			<title>
				<![CDATA[The Guardian: Four UK news sources among top 10 most trusted in US – survey]]>
			</title>
			<link>https://www.rjionline.org/stories/the-guardian-four-uk-news-sources-among-top-10-most-trusted-in-us-survey</link>
			<guid>https://www.rjionline.org/stories/the-guardian-four-uk-news-sources-among-top-10-most-trusted-in-us-survey</guid>
			<enclosure url="https://www.rjionline.org/images/posts/trustingnews01t.png" length="10363" type="image/png" />
			<description>
				<![CDATA[Four of the 10 most trusted sources of news among U.S. readers are based in Britain, according to a survey. ]]>
			</description>
			<dc:subject>
				<![CDATA[Engagement, Research, RJI fellowships, Social media, Technology,]]>
			</dc:subject>
			<dc:date>2017-08-15T19:02:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Dodging the Memory Hole 2017 Call for Contributors]]>
			</title>
			<link>https://www.rjionline.org/stories/dodging-the-memory-hole-2017-call-for-contributors</link>
			<guid>https://www.rjionline.org/stories/dodging-the-memory-hole-2017-call-for-contributors</guid>
			<enclosure url="https://www.rjionline.org/images/posts/current.png" length="17469" type="image/png" />
			<description>
				<![CDATA[The next Dodging the Memory Hole: Saving Online News forum will be held Nov. 15-16 at the Internet Archive in San Francisco.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, JDNA, Presentations, Videos,]]>
			</dc:subject>
			<dc:date>2017-08-11T16:38:00+00:00</dc:date>
			<author>Edward McCain</author>
		</item>
		<item>
			<title>
				<![CDATA[Vote now: RJI Fellows’ proposed SXSW sessions target trust in news and media censorship]]>
			</title>
			<link>https://www.rjionline.org/stories/vote-now-rji-fellows-proposed-sxsw-sessions-target-trust-in-news-and-media</link>
			<guid>https://www.rjionline.org/stories/vote-now-rji-fellows-proposed-sxsw-sessions-target-trust-in-news-and-media</guid>
			<enclosure url="https://www.rjionline.org/images/posts/sxsw201701t.png" length="20408" type="image/png" />
			<description>
				<![CDATA[Three RJI Fellows are vying to present their ideas on improving journalism to South by Southwest audiences next spring in Austin, Texas. But first they must survive the panel selection process.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Presentations, RJI fellowships,]]>
			</dc:subject>
			<dc:date>2017-08-10T15:15:00+00:00</dc:date>
			<author>Nate Brown</author>
		</item>
		<item>
			<title>
				<![CDATA[MarketWatch: These are the most — and the least — trusted news sources in the U.S.]]>
			</title>
			<link>https://www.rjionline.org/stories/marketwatch-these-are-the-most-and-the-least-trusted-news-sources-in-the-u</link>
			<guid>https://www.rjionline.org/stories/marketwatch-these-are-the-most-and-the-least-trusted-news-sources-in-the-u</guid>
			<enclosure url="https://www.rjionline.org/images/posts/trustingnews01t.png" length="10363" type="image/png" />
			<description>
				<![CDATA[Maybe it’s the accent. When it comes to news, Americans deemed British media more trustworthy than their U.S. counterparts in a world where “fake news” has emerged as an ideological battle cry and less of an oxymoron.]]>
			</description>
			<dc:subject>
				<![CDATA[Engagement, Presentations, Research, RJI fellowships, Social media,]]>
			</dc:subject>
			<dc:date>2017-08-07T19:27:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[AL.com’s news deputy program: A fledgling success despite obstacles, missteps and hiccups]]>
			</title>
			<link>https://www.rjionline.org/stories/al-coms-news-deputy-program-a-fledgling-success-despite-obstacles-missteps</link>
			<guid>https://www.rjionline.org/stories/al-coms-news-deputy-program-a-fledgling-success-despite-obstacles-missteps</guid>
			<enclosure url="https://www.rjionline.org/images/posts/sheetsdeputy04t.jpg" length="98048" type="image/jpg" />
			<description>
				<![CDATA[Connor Sheets’ RJI Fellowship project, dubbed the Deputy Program, has had its share of kinks. But it’s also yielding tips, information and insights that would be nearly impossible for the AL.com newsroom to come up with on its own.]]>
			</description>
			<dc:subject>
				<![CDATA[Citizen and community news, Engagement, RJI research scholars,]]>
			</dc:subject>
			<dc:date>2017-08-02T17:54:00+00:00</dc:date>
			<author>Connor Sheets</author>
		</item>
		<item>
			<title>
				<![CDATA[With an eye toward expansion, WhereBy.us invites its community to help build it as a company]]>
			</title>
			<link>https://www.rjionline.org/stories/with-an-eye-toward-expansion-whereby.us-invites-its-community-to-help-build</link>
			<guid>https://www.rjionline.org/stories/with-an-eye-toward-expansion-whereby.us-invites-its-community-to-help-build</guid>
			<enclosure url="https://www.rjionline.org/images/posts/wherebyus01t.png" length="6513" type="image/png" />
			<description>
				<![CDATA[Seven months after launching its second newsletter in a new city, WhereBy.us — a startup focused on being a parent company for local news organizations across the country — is gearing up for an expansion to three more cities.]]>
			</description>
			<dc:subject>
				<![CDATA[RJI fellowships,]]>
			</dc:subject>
			<dc:date>2017-08-01T13:42:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Is your company short on star salespeople? Look to your newsroom]]>
			</title>
			<link>https://www.rjionline.org/stories/is-your-company-short-on-star-salespeople-look-to-your-newsroom</link>
			<guid>https://www.rjionline.org/stories/is-your-company-short-on-star-salespeople-look-to-your-newsroom</guid>
			<enclosure url="https://www.rjionline.org/images/posts/reede01t.jpg" length="96297" type="image/jpg" />
			<description>
				<![CDATA[Some of the best-positioned people to help grow news media revenue may be sitting nearby. They are journalists.]]>
			</description>
			<dc:subject>
				<![CDATA[Advertising, Best practices, How-to, Revenue strategies,]]>
			</dc:subject>
			<dc:date>2017-07-31T17:34:00+00:00</dc:date>
			<author>Ebony Reed</author>
		</item>
		<item>
			<title>
				<![CDATA[Poynter: 28 newsrooms asked their audiences if they pay for the news. 70 percent said yes.]]>
			</title>
			<link>https://www.rjionline.org/stories/poynter-28-newsrooms-asked-their-audiences-if-they-pay-for-the-news-70-per</link>
			<guid>https://www.rjionline.org/stories/poynter-28-newsrooms-asked-their-audiences-if-they-pay-for-the-news-70-per</guid>
			<enclosure url="https://www.rjionline.org/images/posts/trustingnews01t.png" length="10363" type="image/png" />
			<description>
				<![CDATA[Seventy percent of respondents to a new survey conducted by 28 newsrooms said they financially support one or more news organization, according to a new report from the Reynolds Journalism Institute's Trusting News Project.]]>
			</description>
			<dc:subject>
				<![CDATA[Research,]]>
			</dc:subject>
			<dc:date>2017-07-28T13:26:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[RJI Fellow receives investment from Missouri accelerator fund for chatbot tool]]>
			</title>
			<link>https://www.rjionline.org/stories/rji-fellow-receives-investment-from-missouri-accelerator-fund-for-chatbot-t</link>
			<guid>https://www.rjionline.org/stories/rji-fellow-receives-investment-from-missouri-accelerator-fund-for-chatbot-t</guid>
			<enclosure url="https://www.rjionline.org/images/posts/haega01t.jpg" length="32785" type="image/jpg" />
			<description>
				<![CDATA[GroundSource, a community engagement platform founded by RJI Fellow Andrew Haeg, recently received a $50,000 investment from the Missouri Innovation Center Accelerator Fund.]]>
			</description>
			<dc:subject>
				<![CDATA[RJI fellowships,]]>
			</dc:subject>
			<dc:date>2017-07-27T18:45:00+00:00</dc:date>
			<author>Jennifer Nelson</author>
		</item>
		<item>
			<title>
				<![CDATA[Who trusts — and pays for — the news? Here’s what 8,728 people told us]]>
			</title>
			<link>https://www.rjionline.org/stories/who-trusts-and-pays-for-the-news-heres-what-8728-people-told-us</link>
			<guid>https://www.rjionline.org/stories/who-trusts-and-pays-for-the-news-heres-what-8728-people-told-us</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mannewspaper01t.jpg" length="29010" type="image/jpg" />
			<description>
				<![CDATA[As part of the Trusting News project, 28 partner newsrooms asked their audiences to tell them about their views on the credibility of news.]]>
			</description>
			<dc:subject>
				<![CDATA[Engagement, Research, RJI fellowships, Social media,]]>
			</dc:subject>
			<dc:date>2017-07-27T15:45:00+00:00</dc:date>
			<author>Joy Mayer</author>
		</item>
		<item>
			<title>
				<![CDATA[White paper: Two days dedicated to Dodging the Memory Hole]]>
			</title>
			<link>https://www.rjionline.org/stories/white-paper-two-days-dedicated-to-dodging-the-memory-hole</link>
			<guid>https://www.rjionline.org/stories/white-paper-two-days-dedicated-to-dodging-the-memory-hole</guid>
			<enclosure url="https://www.rjionline.org/images/posts/dtmh201701t.png" length="25508" type="image/png" />
			<description>
				<![CDATA[This white paper summarizes the Dodging the Memory Hole 2016: Saving online news event, with overviews of the panels and presentations, and projects produced by groups at the conference as well as student scholarship recipients.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, JDNA, Research,]]>
			</dc:subject>
			<dc:date>2017-07-26T21:26:00+00:00</dc:date>
			<author>Elizabeth M. Zirk</author>
		</item>
		<item>
			<title>
				<![CDATA[Pictures of the Year International to celebrate milestone at Newseum; POYI director Shaw to retire]]>
			</title>
			<link>https://www.rjionline.org/stories/pictures-of-the-year-international-to-celebrate-milestone-at-newseum-poyi-d</link>
			<guid>https://www.rjionline.org/stories/pictures-of-the-year-international-to-celebrate-milestone-at-newseum-poyi-d</guid>
			<enclosure url="https://www.rjionline.org/images/posts/shawr01t.jpg" length="93481" type="image/jpg" />
			<description>
				<![CDATA[“Pictures of the Year: 75 Years of the World's Best Photography,” a photography exhibit featuring seven decades of images from the archives of Pictures of the Year International, will be unveiled Friday, April 6, 2018, at the Newseum, Washington, D.C.]]>
			</description>
			<dc:subject>
				<![CDATA[Photojournalism,]]>
			</dc:subject>
			<dc:date>2017-07-25T20:32:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Michael Nelson: Presentation: Summarizing archival collections using storytelling techniques]]>
			</title>
			<link>https://www.rjionline.org/stories/presentation-summarizing-archival-collections-using-storytelling-techniques</link>
			<guid>https://www.rjionline.org/stories/presentation-summarizing-archival-collections-using-storytelling-techniques</guid>
			<enclosure url="https://www.rjionline.org/images/posts/Nelson%2C_Michael_web.jpg" length="814828" type="image/jpg" />
			<description>
				<![CDATA[Dr. Michael Nelson is a professor of computer science at Old Dominion University. Prior to joining ODU, he worked at NASA Langley Research Center from 1991 to 2002.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, JDNA, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-07-24T21:14:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Four ways the Columbia Missourian is using Facebook Live to engage with community]]>
			</title>
			<link>https://www.rjionline.org/stories/four-ways-the-columbia-missourian-is-using-facebook-live-to-engage-with-com</link>
			<guid>https://www.rjionline.org/stories/four-ways-the-columbia-missourian-is-using-facebook-live-to-engage-with-com</guid>
			<enclosure url="https://www.rjionline.org/images/posts/missourianfacebooklive01t.jpg" length="61583" type="image/jpg" />
			<description>
				<![CDATA[When Facebook rolled out its live broadcast feature in December 2015, it opened a new channel for engaging audiences and serving content on the platform.]]>
			</description>
			<dc:subject>
				<![CDATA[Citizen and community news, Engagement, Social media, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-07-19T14:56:00+00:00</dc:date>
			<author>Matt Dulin</author>
		</item>
		<item>
			<title>
				<![CDATA[Jennifer Younger: Lightning rounds: Digital preservation: Aggregated, collaborative, Catholic]]>
			</title>
			<link>https://www.rjionline.org/stories/jennifer-younger-lightning-rounds-digital-preservation-aggregated-collabora</link>
			<guid>https://www.rjionline.org/stories/jennifer-younger-lightning-rounds-digital-preservation-aggregated-collabora</guid>
			<enclosure url="https://www.rjionline.org/images/posts/youngerj01.jpg" length="33700" type="image/jpg" />
			<description>
				<![CDATA[In July 2011, Jennifer A. Younger became the executive director for the Catholic Research Resources Alliance (CRRA) after serving as the first chair of the Board of Directors.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, JDNA, Presentations, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-07-18T20:45:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[What a daily newspaper and its parent company are learning as staff experiment with Amazon Alexa]]>
			</title>
			<link>https://www.rjionline.org/stories/what-a-daily-newspaper-and-its-parent-company-are-learning-as-staff-experim</link>
			<guid>https://www.rjionline.org/stories/what-a-daily-newspaper-and-its-parent-company-are-learning-as-staff-experim</guid>
			<enclosure url="https://www.rjionline.org/images/posts/dispatchalexa01.jpg" length="91320" type="image/jpg" />
			<description>
				<![CDATA[Although news stories can be fed automatically from a CMS to Alexa-equipped devices like the Amazon Echo, Christopher Biondi believes tailoring the content to the new platform is the best way to provide a good listening experience.]]>
			</description>
			<dc:subject>
				<![CDATA[Engagement, Innovation, Technology,]]>
			</dc:subject>
			<dc:date>2017-07-13T15:48:00+00:00</dc:date>
			<author>Jennifer Nelson</author>
		</item>
		<item>
			<title>
				<![CDATA[Open the Room Project helps journalists, citizens and towns broadcast on Facebook Live]]>
			</title>
			<link>https://www.rjionline.org/stories/open-the-room-project-helps-journalists-citizens-and-towns-broadcast-on-fac</link>
			<guid>https://www.rjionline.org/stories/open-the-room-project-helps-journalists-citizens-and-towns-broadcast-on-fac</guid>
			<enclosure url="https://www.rjionline.org/images/posts/openthedoor01t.png" length="11940" type="image/png" />
			<description>
				<![CDATA[This week we launch the Open the Room Project, which provides community journalists, citizen activists and town administrators with step-by-step directions to build a scalable, affordable system for streaming public meetings, events and sporting contests.]]>
			</description>
			<dc:subject>
				<![CDATA[RJI fellowships, Technology,]]>
			</dc:subject>
			<dc:date>2017-07-12T20:36:00+00:00</dc:date>
			<author>Mike Wheeler</author>
		</item>
		<item>
			<title>
				<![CDATA[Panel: The future of the past: Modernizing The New York Times archive]]>
			</title>
			<link>https://www.rjionline.org/stories/panel-the-future-of-the-past-modernizing-the-new-york-times-archive</link>
			<guid>https://www.rjionline.org/stories/panel-the-future-of-the-past-modernizing-the-new-york-times-archive</guid>
			<enclosure url="https://www.rjionline.org/images/posts/Sandhaus%2C_Evan_web.jpg" length="1211197" type="image/jpg" />
			<description>
				<![CDATA[A panel discussion on the modernizing of The New York Times archive with Evan Sandhaus, Jane Cotler and Sophia Van Valkenburg.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, JDNA, Presentations, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-07-12T14:31:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[RJI Fellow expands work on mobile news app for smaller news organizations]]>
			</title>
			<link>https://www.rjionline.org/stories/rji-fellow-expands-work-on-mobile-news-app-for-smaller-news-organizations</link>
			<guid>https://www.rjionline.org/stories/rji-fellow-expands-work-on-mobile-news-app-for-smaller-news-organizations</guid>
			<enclosure url="https://www.rjionline.org/images/posts/pushing01.png" length="46111" type="image/png" />
			<description>
				<![CDATA[Push notifications from The New York Times, the Guardian and The Washington Post alert us every day to scandal, horror, scientific achievement and grief. However, this capability lies mainly in the realm of large newspapers.]]>
			</description>
			<dc:subject>
				<![CDATA[Innovation, Mobile, RJI fellowships, Technology,]]>
			</dc:subject>
			<dc:date>2017-07-11T14:20:00+00:00</dc:date>
			<author>Christopher Guess</author>
		</item>
		<item>
			<title>
				<![CDATA[Editor &amp; Publisher: How newspapers are achieving success with technological advancements]]>
			</title>
			<link>https://www.rjionline.org/stories/editor-publisher-how-newspapers-are-achieving-success-with-technological-ad</link>
			<guid>https://www.rjionline.org/stories/editor-publisher-how-newspapers-are-achieving-success-with-technological-ad</guid>
			<enclosure url="https://www.rjionline.org/images/posts/nienhueserm01t.jpg" length="41929" type="image/jpg" />
			<description>
				<![CDATA[While newspapers like The Washington Post and New York Times are able to freely experiment on the digital side of things, smaller publications have often been left to trudge along the digital path without much guidance.]]>
			</description>
			<dc:subject>
				<![CDATA[Advertising, Revenue strategies, RJI fellowships,]]>
			</dc:subject>
			<dc:date>2017-07-10T13:35:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Lee&#8217;s Summit Journal: Journalism app took grand prize at MU competition]]>
			</title>
			<link>https://www.rjionline.org/stories/lees-summit-journal-journalism-app-took-grand-prize-at-mu-competition</link>
			<guid>https://www.rjionline.org/stories/lees-summit-journal-journalism-app-took-grand-prize-at-mu-competition</guid>
			<enclosure url="https://www.rjionline.org/images/posts/techshowcase2017t.png" length="20081" type="image/png" />
			<description>
				<![CDATA[They call it pack journalism. Hordes of reporters chase the same story — in the same way — while other developments go uncovered.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Presentations, Technology,]]>
			</dc:subject>
			<dc:date>2017-07-03T12:54:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[IJNet: Free tool helps newsrooms curate, manage effective newsletters]]>
			</title>
			<link>https://www.rjionline.org/stories/ijnet-free-tool-helps-newsrooms-curate-manage-effective-newsletters</link>
			<guid>https://www.rjionline.org/stories/ijnet-free-tool-helps-newsrooms-curate-manage-effective-newsletters</guid>
			<enclosure url="https://www.rjionline.org/images/posts/Opt_In_Thumbnail.png" length="6892" type="image/png" />
			<description>
				<![CDATA[It can be a challenge for newsrooms to set aside time and resources to craft an effective newsletter. That’s where the free tool Opt In can help.]]>
			</description>
			<dc:subject>
				<![CDATA[RJI fellowships,]]>
			</dc:subject>
			<dc:date>2017-06-29T21:34:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[FL#200: Experimenting with interactive VR at Crossover]]>
			</title>
			<link>https://www.rjionline.org/stories/fl200-experimenting-with-interactive-vr-at-crossover</link>
			<guid>https://www.rjionline.org/stories/fl200-experimenting-with-interactive-vr-at-crossover</guid>
			<enclosure url="https://www.rjionline.org/images/posts/FL200-icon.jpg" length="18708" type="image/jpg" />
			<description>
				<![CDATA[Could immersive storytelling that detects what viewers feel change the way they think?]]>
			</description>
			<dc:subject>
				<![CDATA[Engagement, Innovation, Photojournalism, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-06-28T21:32:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[FL#199: Language recognition via Speechmatics]]>
			</title>
			<link>https://www.rjionline.org/stories/fl199-language-recognition-via-speechmatics</link>
			<guid>https://www.rjionline.org/stories/fl199-language-recognition-via-speechmatics</guid>
			<enclosure url="https://www.rjionline.org/images/posts/FL199-icon.jpg" length="21125" type="image/jpg" />
			<description>
				<![CDATA[Could new technology break down language barriers?]]>
			</description>
			<dc:subject>
				<![CDATA[Innovation, Mobile, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-06-21T18:26:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[What a team at the Honolulu Civil Beat is learning while experimenting with Facebook Live]]>
			</title>
			<link>https://www.rjionline.org/stories/what-a-team-at-the-honolulu-civil-beat-is-learning-while-experimenting-with</link>
			<guid>https://www.rjionline.org/stories/what-a-team-at-the-honolulu-civil-beat-is-learning-while-experimenting-with</guid>
			<enclosure url="https://www.rjionline.org/images/posts/officehours01.jpg" length="94054" type="image/jpg" />
			<description>
				<![CDATA[The Honolulu Civil Beat’s weekly Facebook Live broadcast is an ongoing experiment for the two-person team behind it as they try out new technology, locations and formats. ]]>
			</description>
			<dc:subject>
				<![CDATA[Engagement, Reporting, Social media, Technology,]]>
			</dc:subject>
			<dc:date>2017-06-20T14:46:00+00:00</dc:date>
			<author>Jennifer Nelson</author>
		</item>
		<item>
			<title>
				<![CDATA[Industry insight: By ignoring archives, news organizations put much at risk, miss rewards]]>
			</title>
			<link>https://www.rjionline.org/stories/industry-insight-by-ignoring-archives-news-organizations-put-much-at-risk-m</link>
			<guid>https://www.rjionline.org/stories/industry-insight-by-ignoring-archives-news-organizations-put-much-at-risk-m</guid>
			<enclosure url="https://www.rjionline.org/images/posts/Screen_Shot_2017-06-19_at_10.31.21_AM.png" length="300298" type="image/png" />
			<description>
				<![CDATA[Story archives separate an established news organization from a new competitor. They provide an essential, unmatched historical record for communities. They are a mostly untapped potential source of revenue and reader engagement.]]>
			</description>
			<dc:subject>
				<![CDATA[JDNA,]]>
			</dc:subject>
			<dc:date>2017-06-19T15:27:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Call for contributions: Dodging the Memory Hole 2017: Saving Online News]]>
			</title>
			<link>https://www.rjionline.org/stories/call-for-contributions-dodging-the-memory-hole-2017-saving-online-news</link>
			<guid>https://www.rjionline.org/stories/call-for-contributions-dodging-the-memory-hole-2017-saving-online-news</guid>
			<enclosure url="https://www.rjionline.org/images/posts/dtmh2017t.png" length="10045" type="image/png" />
			<description>
				<![CDATA[The next Dodging the Memory Hole: Saving Online News forum will be held Nov. 15-16 at the Internet Archive in San Francisco. Your participation in DTMH 2017 will advance the exchange of knowledge of digital preservation.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, JDNA, Presentations, Technology,]]>
			</dc:subject>
			<dc:date>2017-06-16T14:53:00+00:00</dc:date>
			<author>Elisabeth Joyce</author>
		</item>
		<item>
			<title>
				<![CDATA[FL#198: Ideas for social video from VICE Media]]>
			</title>
			<link>https://www.rjionline.org/stories/fl198-ideas-for-social-video-from-vice-media</link>
			<guid>https://www.rjionline.org/stories/fl198-ideas-for-social-video-from-vice-media</guid>
			<enclosure url="https://www.rjionline.org/images/posts/FL198-icon.jpg" length="32696" type="image/jpg" />
			<description>
				<![CDATA[How is VICE tailoring its video storytelling for social platforms? ]]>
			</description>
			<dc:subject>
				<![CDATA[]]>
			</dc:subject>
			<dc:date>2017-06-14T13:00:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[California trip makes us a stronger team]]>
			</title>
			<link>https://www.rjionline.org/stories/california-trip-makes-us-a-stronger-team</link>
			<guid>https://www.rjionline.org/stories/california-trip-makes-us-a-stronger-team</guid>
			<enclosure url="https://www.rjionline.org/images/posts/informatorreflection01t.jpg" length="15688" type="image/jpg" />
			<description>
				<![CDATA[If you’ve watched the reaction video taken at the RJI Tech Showcase in late April, you probably already know just how shocked we were to win the app competition.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Journalism education, Presentations, Technology,]]>
			</dc:subject>
			<dc:date>2017-06-13T15:08:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Tech, media leaders advise and inspire student entrepreneurs]]>
			</title>
			<link>https://www.rjionline.org/stories/tech-media-leaders-advise-and-inspire-student-entrepreneurs</link>
			<guid>https://www.rjionline.org/stories/tech-media-leaders-advise-and-inspire-student-entrepreneurs</guid>
			<enclosure url="https://www.rjionline.org/images/posts/informatoratmatter01t.jpg" length="91146" type="image/jpg" />
			<description>
				<![CDATA[“Finding overlooked connections is a very powerful concept. But you need to visualize it better and translate how your app fits into the everyday tasks of a typical reporter.”]]>
			</description>
			<dc:subject>
				<![CDATA[Events, Journalism education, Presentations,]]>
			</dc:subject>
			<dc:date>2017-06-13T14:40:00+00:00</dc:date>
			<author>Mike McKean</author>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 236: The Intercept’s source nabbed by feds; Apple’s HomePod and ad-blocking]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-236-the-intercepts-source-nabbed-by-feds-apples-homepod</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-236-the-intercepts-source-nabbed-by-feds-apples-homepod</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp236.jpg" length="96604" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, The Intercept received leaked documents from the NSA about attempted Russian hacking into U.S. voting machines, and the Feds revealed they had arrested the contractor who leaked the documents, Reality Leigh Winner.]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-06-09T13:39:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Tool for journalists: Opt In, for newsletter optimisation]]>
			</title>
			<link>https://www.rjionline.org/stories/tool-for-journalists-opt-in-for-newsletter-optimisation</link>
			<guid>https://www.rjionline.org/stories/tool-for-journalists-opt-in-for-newsletter-optimisation</guid>
			<enclosure url="https://www.rjionline.org/images/posts/Opt_In_Thumbnail.png" length="6892" type="image/png" />
			<description>
				<![CDATA[This free online tool aims to help publishers address the challenges of newsletter production and maintenance]]>
			</description>
			<dc:subject>
				<![CDATA[RJI fellowships,]]>
			</dc:subject>
			<dc:date>2017-06-09T13:01:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[What is the role of a journalist in a post-objectivity world?]]>
			</title>
			<link>https://www.rjionline.org/stories/what-is-the-role-of-a-journalist-in-a-post-objectivity-world</link>
			<guid>https://www.rjionline.org/stories/what-is-the-role-of-a-journalist-in-a-post-objectivity-world</guid>
			<enclosure url="https://www.rjionline.org/images/posts/objectivity01t.jpg" length="40673" type="image/jpg" />
			<description>
				<![CDATA[Objectivity is an ethos built on the “shall nots” rather than the things that journalists might stand for. Objectivity says, in essence, that journalists are not human.]]>
			</description>
			<dc:subject>
				<![CDATA[Journalism education, Reporting,]]>
			</dc:subject>
			<dc:date>2017-06-08T16:24:00+00:00</dc:date>
			<author>Tom Warhover</author>
		</item>
		<item>
			<title>
				<![CDATA[Kalev Leetaru: Lightning Rounds: A Look Inside the World’s Largest Initiative to Archive News]]>
			</title>
			<link>https://www.rjionline.org/stories/kalev-leetaru-lightning-rounds-a-look-inside-the-worlds-largest-initiative</link>
			<guid>https://www.rjionline.org/stories/kalev-leetaru-lightning-rounds-a-look-inside-the-worlds-largest-initiative</guid>
			<enclosure url="https://www.rjionline.org/images/posts/Leetaru-Bio-Image2.jpg" length="37888" type="image/jpg" />
			<description>
				<![CDATA[Kalev Leetaru is a Senior Fellow at the George Washington University Center for Cyber & Homeland Security and a member of its Counterterrorism and Intelligence Task Force.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, JDNA, Presentations, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-06-08T15:57:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Katherine Boss: Lightning rounds: Challenges facing preservation of born-digital news applications]]>
			</title>
			<link>https://www.rjionline.org/stories/katherine-boss-lightning-rounds-challenges-facing-preservation-of-born-digi</link>
			<guid>https://www.rjionline.org/stories/katherine-boss-lightning-rounds-challenges-facing-preservation-of-born-digi</guid>
			<enclosure url="https://www.rjionline.org/images/posts/bossk01.jpg" length="26511" type="image/jpg" />
			<description>
				<![CDATA[Katherine Boss is the Librarian for Journalism, Media, Culture and Communication at New York University.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, JDNA, Presentations, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-06-08T15:34:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Cynthia Joyce: Lightning rounds: Keyword &#8216;Katrina&#8217;: Re-collecting the unsearchable past]]>
			</title>
			<link>https://www.rjionline.org/stories/cynthia-joyce-lightning-rounds-keyword-katrina-re-collecting-the-unsearchab</link>
			<guid>https://www.rjionline.org/stories/cynthia-joyce-lightning-rounds-keyword-katrina-re-collecting-the-unsearchab</guid>
			<enclosure url="https://www.rjionline.org/images/posts/joycec01.jpg" length="39137" type="image/jpg" />
			<description>
				<![CDATA[Cynthia Joyce has been a writer, editor, and web producer for more than 20 years. Prior to joining the faculty at the University of Mississippi Meek School of Journalism in 2011, she worked as a digital producer for several news organizations.]]>
			</description>
			<dc:subject>
				<![CDATA[Events, JDNA, Presentations, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-06-08T14:45:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Terry Britt: Lightning rounds: News archives as cornerstones of collective memory]]>
			</title>
			<link>https://www.rjionline.org/stories/terry-britt-lightning-rounds-news-archives-as-cornerstones-of-collective-me</link>
			<guid>https://www.rjionline.org/stories/terry-britt-lightning-rounds-news-archives-as-cornerstones-of-collective-me</guid>
			<enclosure url="https://www.rjionline.org/images/posts/brittt01t.jpg" length="81592" type="image/jpg" />
			<description>
				<![CDATA[Terry Britt, University of Missouri | Oct. 14, 2016 | the Charles E. Young Research Library, UCLA]]>
			</description>
			<dc:subject>
				<![CDATA[Events, JDNA, Presentations, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-06-07T21:44:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[FL#197: Following the crowd with Populace]]>
			</title>
			<link>https://www.rjionline.org/stories/fl197-following-the-crowd-with-populace</link>
			<guid>https://www.rjionline.org/stories/fl197-following-the-crowd-with-populace</guid>
			<enclosure url="https://www.rjionline.org/images/posts/FL197-icon.jpg" length="28652" type="image/jpg" />
			<description>
				<![CDATA[How might automatic detection of crowd density alert journalists to news events?]]>
			</description>
			<dc:subject>
				<![CDATA[Innovation, Reporting, Social media, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-06-07T18:47:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Please don’t go: New digital ad platform keeps visitors on your news site after they click an ad]]>
			</title>
			<link>https://www.rjionline.org/stories/Please-dont-go-New-digital-ad-platform-keeps-visitors-on-your-news-site-a</link>
			<guid>https://www.rjionline.org/stories/Please-dont-go-New-digital-ad-platform-keeps-visitors-on-your-news-site-a</guid>
			<enclosure url="https://www.rjionline.org/images/posts/adkiosks_logo.jpg" length="8479" type="image/jpg" />
			<description>
				<![CDATA[AdKiosks is a new digital ad platform that will allow a consumer – while visiting a website -- to browse an in-ad catalog and purchase an item from inside the ad without leaving the webpage.]]>
			</description>
			<dc:subject>
				<![CDATA[Advertising, RJI fellowships,]]>
			</dc:subject>
			<dc:date>2017-06-05T20:34:00+00:00</dc:date>
			<author>Jennifer Nelson</author>
		</item>
		<item>
			<title>
				<![CDATA[Nieman Lab: This new tool will help your newsroom create better email newsletters]]>
			</title>
			<link>https://www.rjionline.org/stories/nieman-lab-this-new-tool-will-help-your-newsroom-create-better-email-newsle</link>
			<guid>https://www.rjionline.org/stories/nieman-lab-this-new-tool-will-help-your-newsroom-create-better-email-newsle</guid>
			<enclosure url="https://www.rjionline.org/images/posts/Opt_In_Thumbnail.png" length="6892" type="image/png" />
			<description>
				<![CDATA[So you heard that email newsletters are the hot new trend for news organizations looking to reach highly engaged audiences and now you’re thinking of starting one in your newsroom. But where should you start? ]]>
			</description>
			<dc:subject>
				<![CDATA[RJI fellowships,]]>
			</dc:subject>
			<dc:date>2017-06-05T16:10:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Newsletter optimizer Opt In allows newsrooms to improve newsletters or create one from scratch]]>
			</title>
			<link>https://www.rjionline.org/stories/newsletter-optimizer-opt-in-allows-newsrooms-to-improve-newsletters-or-crea</link>
			<guid>https://www.rjionline.org/stories/newsletter-optimizer-opt-in-allows-newsrooms-to-improve-newsletters-or-crea</guid>
			<enclosure url="https://www.rjionline.org/images/posts/crosscut08.jpg" length="95652" type="image/jpg" />
			<description>
				<![CDATA[After more than a year of research, Crosscut Public Media, in partnership with the Donald W. Reynolds Journalism Institute, is thrilled to announce the release of our much-anticipated digital tool: Opt In, the newsletter optimizer.]]>
			</description>
			<dc:subject>
				<![CDATA[Engagement, RJI fellowships, Technology,]]>
			</dc:subject>
			<dc:date>2017-06-05T14:31:00+00:00</dc:date>
			<author>Sangeeta Singh-Kurtz</author>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 235: NYT eliminates public editor job; Germany’s love/hate relationship with FB]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-235-nyt-eliminates-public-editor-job-germanys-love-hate</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-235-nyt-eliminates-public-editor-job-germanys-love-hate</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp235.jpg" length="96092" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, the New York Times is eliminating a layer of editorial oversight, including its Public Editor job, leading to an outcry among critics. The Times also announced its smashing success with email newsletters.]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-06-02T13:47:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Rebekah Monson of WhereBy.Us: We Need to ‘Get Way Smarter’ About Metrics]]>
			</title>
			<link>https://www.rjionline.org/stories/rebekah-monson-of-whereby.us-we-need-to-get-way-smarter-about-metrics</link>
			<guid>https://www.rjionline.org/stories/rebekah-monson-of-whereby.us-we-need-to-get-way-smarter-about-metrics</guid>
			<enclosure url="https://www.rjionline.org/images/posts/monsonr01t.jpg" length="87788" type="image/jpg" />
			<description>
				<![CDATA[With her fellowship, she aims to develop a data toolkit that gives small, independent publishers the ability to gather information from multiple audience engagement initiatives and analyze the data for continued relationships. ]]>
			</description>
			<dc:subject>
				<![CDATA[RJI fellowships,]]>
			</dc:subject>
			<dc:date>2017-05-31T19:57:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[FL#196: Automation at The Washington Post]]>
			</title>
			<link>https://www.rjionline.org/stories/fl196-automation-at-the-washington-post</link>
			<guid>https://www.rjionline.org/stories/fl196-automation-at-the-washington-post</guid>
			<enclosure url="https://www.rjionline.org/images/posts/FL196-icon.jpg" length="35359" type="image/jpg" />
			<description>
				<![CDATA[How might computer automation help increase the newsroom’s capabilities?]]>
			</description>
			<dc:subject>
				<![CDATA[Best practices, How-to, Innovation, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-05-31T13:00:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 234: Manchester papers help terror victims with crowdfunding campaigns]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-234-manchester-papers-help-terror-victims-with-crowdfund</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-234-manchester-papers-help-terror-victims-with-crowdfund</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp234t.jpg" length="43489" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, legacy media meets social media as the Manchester Evening News runs a crowdfunding and social media campaign to raise more than £1.5 million for victims of the terrorist attack outside a concert.]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-05-26T19:27:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Memory holes and permanent errors: Part 4]]>
			</title>
			<link>https://www.rjionline.org/stories/memory-holes-and-permanent-errors-part-4</link>
			<guid>https://www.rjionline.org/stories/memory-holes-and-permanent-errors-part-4</guid>
			<enclosure url="https://www.rjionline.org/images/posts/wilnert01.jpg" length="24105" type="image/jpg" />
			<description>
				<![CDATA[This is part four of a white paper, “Memory Holes and Permanent Errors,” which examines whether and how online news archives should preserve corrections, updates and other post-publication changes.]]>
			</description>
			<dc:subject>
				<![CDATA[JDNA, Research,]]>
			</dc:subject>
			<dc:date>2017-05-25T17:00:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[FL#195: A home page designed by algorithm]]>
			</title>
			<link>https://www.rjionline.org/stories/fl195-a-homepage-designed-by-algorithm</link>
			<guid>https://www.rjionline.org/stories/fl195-a-homepage-designed-by-algorithm</guid>
			<enclosure url="https://www.rjionline.org/images/posts/FL195-icon.jpg" length="55337" type="image/jpg" />
			<description>
				<![CDATA[What happened when a Swedish newspaper let its online system take charge of story selection and placement? ]]>
			</description>
			<dc:subject>
				<![CDATA[Best practices, Innovation, Revenue strategies, Technology, Videos,]]>
			</dc:subject>
			<dc:date>2017-05-24T18:02:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Current: How to sneak audio into Facebook posts]]>
			</title>
			<link>https://www.rjionline.org/stories/current-how-to-sneak-audio-into-facebook-posts</link>
			<guid>https://www.rjionline.org/stories/current-how-to-sneak-audio-into-facebook-posts</guid>
			<enclosure url="https://www.rjionline.org/images/posts/current170520t.jpg" length="49490" type="image/jpg" />
			<description>
				<![CDATA[Embedding a video in a Facebook post is easy. Embedding audio is harder but doable. This article will show you how, covering several ways public media outlets add audio players to Facebook posts. ]]>
			</description>
			<dc:subject>
				<![CDATA[RJI fellowships, Social media, Technology,]]>
			</dc:subject>
			<dc:date>2017-05-23T14:04:00+00:00</dc:date>
			<author>Barrett Golding</author>
		</item>
		<item>
			<title>
				<![CDATA[MediaShift Podcast 233: Facebook falls short on fake news, boosts local news]]>
			</title>
			<link>https://www.rjionline.org/stories/mediashift-podcast-233-facebook-falls-short-on-fake-news-boosts-local-news</link>
			<guid>https://www.rjionline.org/stories/mediashift-podcast-233-facebook-falls-short-on-fake-news-boosts-local-news</guid>
			<enclosure url="https://www.rjionline.org/images/posts/mp233.jpg" length="97546" type="image/jpg" />
			<description>
				<![CDATA[In the news this week, Facebook is all over the map, falling short in its fight against fake news, but also doing more and more to help local news publishers. Plus a 22-year-old British programmer became an ‘accidental hero.’]]>
			</description>
			<dc:subject>
				<![CDATA[Partners,]]>
			</dc:subject>
			<dc:date>2017-05-19T18:37:00+00:00</dc:date>
		</item>
		<item>
			<title>
				<![CDATA[Class is in session: Join me to create mobile learning in digital skills for journalists]]>
			</title>
			<link>https://www.rjionline.org/stories/class-is-in-session-join-me-to-create-mobile-learning-in-digital-skills-for</link>
			<guid>https://www.rjionline.org/stories/class-is-in-session-join-me-to-create-mobile-learning-in-digital-skills-for</guid>
			<enclosure url="https://www.rjionline.org/images/posts/newstrain01t.jpg" length="39926" type="image/jpg" />
			<description>
				<![CDATA[During her 2017-2108 RJI Fellowship, Linda Austin hopes to develop a guide to digital-journalism skills for journalists who are always seeking to up their game.]]>
			</description>
			<dc:subject>
				<![CDATA[Journalism education, RJI fellowships,]]>
			</dc:subject>
			<dc:date>2017-05-18T21:14:00+00:00</dc:date>
			<author>Linda Austin</author>
		</item>
		<item>
			<title>
				<![CDATA[Memory holes and permanent errors: Part 3]]>
			</title>
			<link>https://www.rjionline.org/stories/memory-holes-and-permanent-errors-part-3</link>
			<guid>https://www.rjionline.org/stories/memory-holes-and-permanent-errors-part-3</guid>
			<enclosure url="https://www.rjionline.org/images/posts/wilnert01.jpg" length="24105" type="image/jpg" />
			<description>
				<![CDATA[Another type of article change to consider in news preservation is the update. Early on, editors realized that the fluidity inherent in the World Wide Web makes this an ideal medium for reporting breaking news.]]>
			</description>
			<dc:subject>
				<![CDATA[JDNA, Research,]]>
			</dc:subject>
			<dc:date>2017-05-18T18:52:00+00:00</dc:date>
		</item>
	</channel>
</rss>
""".data(using: .utf8)!
