import { type Db, inTransaction, run, sql } from '../db';
import { newsPictureFile } from '../news/newsStore';

// Work places of ../seed.ts: the demo person's (Northwind Partners HQ) and the hotel.
const DEMO_PLACE = 1;
const HOTEL = 2;
const CLIP_SECONDS = 5;
// Fixed dates keep the demo the same on every machine: the newest news is from this day.
const NEWEST_DAY = Date.UTC(2026, 10, 20, 9, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Title, summary and the paragraph that says what is new. */
type Story = readonly [title: string, summary: string, lead: string];

const NORTHWIND_STORIES: Story[] = [
  ['Welcome week for new colleagues', 'Twenty-four people join us this month; here is how to say hello.', 'Our newest colleagues start on Monday with a tour of every floor and lunch in the atrium.'],
  ['The rooftop garden opens for lunch', 'Tables, shade and herbs you may pick: the roof terrace is yours.', 'After a summer of planting, the garden club hands the roof terrace to everyone between 11:30 and 14:30.'],
  ['A new shuttle to the station', 'Every fifteen minutes from 7:00 to 19:30, free with your badge.', 'The electric shuttle stops at the main entrance and at the north side of Central Station.'],
  ['Town hall: the year ahead', 'Questions welcome before Thursday; the answers will be posted here.', 'The leadership team shares the plans for next year and takes questions from every office.'],
  ['Wellness day is back', 'Massages, yoga and health checks, all free, all day on the 4th floor.', 'Book a slot for a massage or a health check, or simply drop in for yoga at noon.'],
  ['Volunteer day at the food bank', 'Sign up with your team by Friday; transport is arranged.', 'Last year 180 of us packed eleven tonnes of food. This year we aim for fifteen.'],
  ['Fresh menus in the canteen', 'Seasonal soups, a salad bar and a new vegan counter.', 'The kitchen team changes the menu with the season, and this time you chose half of the dishes.'],
  ['Bike storage doubles', 'Eighty new racks, two repair stands and lockers with chargers.', 'The garage level now has room for 160 bikes, with a pump and tools free to use.'],
  ['Quiet rooms on every floor', 'Book them for focus or calls; no meetings allowed.', 'Each floor now has two quiet rooms with a desk, a lamp and a door that closes properly.'],
  ['Meet the reception team', 'The people who know where everything is, and how they can help.', 'Priya, Tom and Alma look after visitors, parcels and lost badges from 7:30 every morning.'],
  ['Parcel lockers in the lobby', 'Have your personal parcels delivered to work and collect them any time.', 'Use the lobby address with your badge number, and you will get a code when your parcel arrives.'],
  ['Coffee from a local roaster', 'The coffee points now serve beans roasted three streets away.', 'We chose Ember Roasters after a blind tasting with forty volunteers from every department.'],
  ['Fire drill on Wednesday', 'At 10:15: leave by the nearest stairs and meet at point B.', 'The alarm will sound for about two minutes. Please do not use the lifts.'],
  ['The library corner reopens', 'Borrow a book, leave a book: no cards, no fines.', 'The shelves next to the cafe hold more than 600 books given by colleagues.'],
  ['Holiday party: save the date', 'December 12 from 18:00 at the Harbour Hall, partners welcome.', 'Food from five of our vendors, a band made of colleagues and a photo booth.'],
  ['New mothers room on the 2nd floor', 'A private room with a fridge, a sink and a comfortable chair.', 'Book it in the room planner or simply use it when the sign says free.'],
  ['Lost and found moves', 'Everything found in the building now waits at reception.', 'Items are kept for thirty days, then given to charity.'],
  ['Language exchange at lunch', 'Spanish, Polish, Japanese and more, every Tuesday.', 'Pair up with a colleague who speaks the language you want to learn.'],
  ['Recycling made simple', 'Three bins, clear labels and a map of what goes where.', 'Mixed recycling, food waste and the rest: the new stations are next to every kitchen.'],
  ['Desk booking for hybrid days', 'Reserve a desk near your team up to two weeks ahead.', 'The booking page shows who sits where, so you can plan to be in with your team.'],
  ['Charity run results', 'Sixty-two runners raised 14,300 dollars for the children\'s hospital.', 'Thank you to everyone who ran, cheered or sponsored a colleague.'],
  ['A safer car park', 'Brighter lights, new cameras and a walk-to-car service after dark.', 'Ask security at the desk by the lifts and someone will walk with you.'],
  ['The gym gets new machines', 'Two rowers, a cable station and a stretching area.', 'The gym on the lower ground floor is open from 6:00 to 22:00 with your badge.'],
  ['Mentoring programme opens', 'Be a mentor or find one: applications close on the 30th.', 'Pairs meet once a month for six months, across teams and levels.'],
  ['Photos from the summer picnic', 'Find yourself in 300 pictures from the park.', 'Thank you to the social committee and to the weather for a perfect afternoon.'],
  ['Air quality sensors installed', 'Every floor now shows temperature, CO2 and humidity.', 'The readings adjust the ventilation automatically and are shown on the screens by the lifts.'],
  ['Flu jabs in the clinic', 'Free for everyone on November 3 and 4, no booking needed.', 'Nurses from St. Aurelia will be in the clinic room from 9:00 to 16:00.'],
  ['New vendors in LYLA', 'Flowers, dry cleaning and a cobbler now deliver to the office.', 'Order before 10:00 and collect at reception the same afternoon.'],
  ['Accessibility walk-through', 'What changed after your feedback, from doors to signs.', 'Automatic doors, braille signs and lower counters are now in place on every floor.'],
  ['Winter opening hours', 'The building closes at 20:00 from December 1.', 'Security can let you in later with notice; ask at the desk by the lifts.'],
  ['Team of the quarter', 'The facilities team, for keeping us warm through the boiler repair.', 'They moved 90 people in a day and had the heating back before the frost.'],
  ['A reading from the book club', 'This month: a novel about a lighthouse keeper, chosen by vote.', 'The club meets on the last Thursday of the month in the library corner.'],
  ['Lunch and learn: home budgets', 'Forty minutes of practical tips from our finance team.', 'Bring your lunch; slides and a budget sheet will be shared afterwards.'],
  ['Thank you for a great year', 'A letter from the office manager as the year comes to an end.', 'From the new shuttle to the roof garden, this year was built on your ideas.'],
];

const HOTEL_STORIES: Story[] = [
  ['Staff canteen refurbished', 'New seating and a hot counter open around the clock.', 'Night shifts now have hot meals too.'],
  ['Uniform fittings next week', 'Book a fitting slot with the housekeeping office.', 'The new uniforms arrive in spring.'],
  ['Guest feedback highlights', 'Your kindness was mentioned in 120 reviews this month.', 'Thank you for every extra mile.'],
];

/** Title, summary and caption lines of each clip (public/media/news/clip-N.*). */
const CLIPS: ReadonlyArray<readonly [title: string, summary: string]> = [
  ['Welcome week in five seconds', 'A quick hello from the people team.'],
  ['Inside the kitchen', 'Our chefs show what is new on the menu.'],
  ['Garden club on the roof', 'See what grew on the roof terrace this year.'],
  ['The new shuttle', 'Where it stops and how often it runs.'],
  ['Town hall teaser', 'What the leadership team will talk about.'],
  ['Wellness day', 'Massages, yoga and health checks, all free.'],
  ['Volunteer day', 'Packing food with the city food bank.'],
  ['Our year in review', 'Thank you for everything you did this year.'],
];

/** The rest of an article: the same shape every time, so bodies read as written for the office. */
function bodyOf([title, summary, lead]: Story, index: number): string {
  return [
    lead,
    '',
    `## What it means for you`,
    '',
    `${summary} Details are on the **${title.toLowerCase()}** page of the intranet, and the office team is happy to help.`,
    '',
    '- Ask at reception if anything is unclear.',
    '- Tell us what you think: *every* message is read.',
    index % 3 === 0 ? '- Browse what our vendors offer on the [home page](#/home).' : '- Share this with a colleague who missed it.',
    '',
    '> We build this place together. — The office team',
  ].join('\n');
}

const publishedAt = (index: number) => new Date(NEWEST_DAY - index * DAY_MS).toISOString();

/**
 * News and video news: 34 articles and 8 videos for the demo person's work place, a few for the
 * hotel (so another place's news can be shown to be out of reach). Fixed ids: seeding again
 * changes nothing.
 */
export async function seedNews(db: Db): Promise<void> {
  const places = [
    { place: DEMO_PLACE, stories: NORTHWIND_STORIES },
    { place: HOTEL, stories: HOTEL_STORIES },
  ];
  const articles: (string | number)[][] = [];
  let articleId = 0;
  for (const { place, stories } of places) {
    stories.forEach((story, index) => {
      articleId += 1;
      const [title, summary] = story;
      articles.push([articleId, place, title, summary, bodyOf(story, index), newsPictureFile(index), publishedAt(index)]);
    });
  }
  const videos: (string | number)[][] = CLIPS.map(([title, summary], index) => {
    const clip = `clip-${index + 1}`;
    return [index + 1, DEMO_PLACE, title, summary, `${clip}.webm`, `${clip}.jpg`, `${clip}.vtt`, CLIP_SECONDS, publishedAt(index * 4)];
  });
  // The hotel shows two of the same clips as its own news.
  CLIPS.slice(0, 2).forEach(([title, summary], index) => {
    const clip = `clip-${index + 1}`;
    videos.push([CLIPS.length + index + 1, HOTEL, title, summary, `${clip}.webm`, `${clip}.jpg`, `${clip}.vtt`, CLIP_SECONDS, publishedAt(index)]);
  });
  const valuesOf = (rows: (string | number)[][]) => sql.join(rows.map((values) => sql`(${sql.join(values)})`));

  // Each in one statement of many rows; rows already there (by id) stay as they are.
  await inTransaction(db, async (tx) => {
    await run(
      tx,
      sql`INSERT INTO news_articles (id, location_id, title, summary, body_markdown, picture_file, published_at)
          VALUES ${valuesOf(articles)} ON CONFLICT DO NOTHING`,
    );
    await run(
      tx,
      sql`INSERT INTO news_videos (id, location_id, title, summary, clip_file, poster_file, captions_file, duration_seconds, published_at)
          VALUES ${valuesOf(videos)} ON CONFLICT DO NOTHING`,
    );
  });
}
