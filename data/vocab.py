"""Realistic slot values: names, places, titles, message bodies, list items.

Values carry the casing Whisper would write ("Bohemian Rhapsody", "I'm
running late"); plain-recogniser examples lower-case them later. None of them
may contain characters of the answer syntax (quotes, brackets, `=`, `;`).
"""

from __future__ import annotations


def _split(text: str) -> tuple[str, ...]:
    """One value per `|`, so long lists stay compact and readable."""
    return tuple(part.strip() for part in text.split("|") if part.strip())


FIRST_NAMES = _split("""
John|Sarah|Mike|Emma|David|Priya|Carlos|Jenny|Ahmed|Olivia|James|Sofia|Liam|Mei|Noah|Fatima|Lucas|Aisha|
Ben|Chloe|Daniel|Grace|Ethan|Hannah|Tom|Isabella|Raj|Julia|Kevin|Laura|Marcus|Nina|Oscar|Paula|Quinn|Rosa|
Sam|Tara|Victor|Wendy|Yusuf|Zoe|Alex|Bella|Chris|Diana|Felix|Gabriel|Hugo|Ivy|Jack|Kate|Leo|Maya|Nathan|
Omar|Pedro|Ruby|Steve|Tina|Uma|Vera|Will|Xavier|Yara|Zack|Anna|Brian|Claire|Dev|Elena|Frank|Gina|Harry|Ines|
Jamal|Kenji|Lena|Mohammed|Nora|Patrick|Rachel|Sean|Tessa|Ursula|Wei|Lily|Max|Amir|Sven|Ingrid|Kwame|Ngozi
""")
LAST_NAMES = _split("""
Smith|Johnson|Garcia|Patel|Nguyen|Kim|Müller|Rossi|Okafor|Brown|Wilson|Lopez|Chen|Singh|Martin|Davis|Khan|
Anderson|Taylor|Thomas|Moore|Jackson|White|Harris|Clark|Lewis|Walker|Hall|Young|Allen|Wright|Scott|Green|Baker|
Adams|Nelson|Hill|Campbell|Mitchell|Roberts|Carter|Phillips|Evans|Turner|Torres|Parker|Collins|Edwards|
Stewart|Morris|Murphy|Cook|Rogers|Morgan|Cooper|Peterson|Reed|Bailey|Bell|Kelly|Howard|Ward|Cox|Diaz|
Richardson|Wood|Watson|Brooks|Bennett|Gray|James|Hughes|Price|Sanders|Myers|Long|Ross|Foster|Tanaka|Silva|
O'Brien|Kowalski|Andersen|Dubois|Fischer|Novak|Ivanova|Haddad
""")
# Training only (`data.slots`): names that begin with a common English word ("and", "is", "to", "or",
# "will", "as", "for"), which the model otherwise cuts ("call andrew" -> "rew"). The held-out split never
# draws them, and `data.unseen_names` shares none, so its score measures names never seen.
WORD_PREFIXED_FIRST_NAMES = _split("""
Anders|Andile|Andrzej|Andie|Andor|Isaiah|Isadora|Isidro|Tobiah|Toby|Orla|Orson|Oriana|Willard|Willem|
Wilbur|Canon|Ashton|Asher|Astor|Forrest|Fortune|Ishaan|Toni|Islay|Andromeda|Torin|Orsolya|Tovah|Canute
""")
WORD_PREFIXED_LAST_NAMES = _split("""
Andrade|Andrus|Anderberg|Toland|Tobiassen|Orton|Orwell|Willis|Willets|Forster|Fortier|Asante|Ishikawa|
Isbell|Tolliver|Candler|Ashworth|Astley|Torrance|Islington
""")
RELATIONS = _split("mom|dad|mum|grandma|grandpa|my wife|my husband|my sister|my brother|my boss|the babysitter")
CITIES = _split("""
Paris|London|Tokyo|New York|San Francisco|Berlin|Lagos|Mumbai|Sydney|Toronto|Mexico City|Seattle|Chicago|
Cape Town|Reykjavik|Madrid|Rome|Lisbon|Dublin|Edinburgh|Boston|Austin|Denver|Miami|Nairobi|Cairo|Istanbul|
Seoul|Singapore|Bangkok|Vancouver|Montreal|Buenos Aires|São Paulo|Lima|Amsterdam|Vienna|Prague|Oslo|
Stockholm|Helsinki|Copenhagen|Zurich|Munich|Barcelona|Athens|Delhi|Manila|Auckland|Melbourne|Portland|
Atlanta|Phoenix|Las Vegas|Nashville|New Orleans|Glasgow|Manchester|Brooklyn|Kyoto|Osaka|Hanoi|Accra
""")
PLACES = _split("""
the nearest gas station|a pharmacy nearby|the closest hospital|Starbucks|the Louvre|Central Park|
the Eiffel Tower|221 Baker Street|1600 Pennsylvania Avenue|the train station|the airport|Joe's Pizza|
the nearest coffee shop|coffee shops near me|the public library|Golden Gate Park|the Grand Canyon|
the nearest ATM|a parking garage|the post office|Walmart|the closest supermarket|Trader Joe's|
the city hall|Times Square|the British Museum|Union Station|the children's hospital|a vet near me|
10 Downing Street|the Brooklyn Bridge|Fisherman's Wharf|the nearest bus stop|Target|Home Depot|
a hardware store|the beach|the zoo|Lake Tahoe|Yosemite|the mall|Main Street|42 Elm Street|the stadium|
the nearest EV charger|a good sushi place|the dentist's office|my office|the gym|the farmers market|
the Sydney Opera House|Shibuya Crossing|the Colosseum|Heathrow Airport|the closest Chipotle|IKEA
""")
SONGS = _split("""
Bohemian Rhapsody|Hey Jude|Blinding Lights|Shape of You|Billie Jean|Imagine|Yesterday|Hotel California|
Dancing Queen|Rolling in the Deep|Smells Like Teen Spirit|Wonderwall|Bad Guy|Levitating|Uptown Funk|
Let It Be|Purple Rain|Lose Yourself|Take On Me|Africa|Halo|Clocks|Viva la Vida|Mr. Brightside|Hallelujah|
Sweet Caroline|Three Little Birds|Respect|Superstition|As It Was|Anti-Hero|Flowers|Get Lucky|Heroes|
Running Up That Hill|Dreams|Everlong|Creep|Riptide|Stay With Me|Happy|Despacito|Old Town Road|Vampire
""")
ARTISTS = _split("""
Daft Punk|Taylor Swift|the Beatles|Queen|Beyoncé|Drake|Adele|Coldplay|Radiohead|Kendrick Lamar|Fleetwood Mac|
Miles Davis|Bob Marley|Billie Eilish|Ed Sheeran|Dua Lipa|Stevie Wonder|Nirvana|Arctic Monkeys|Bad Bunny|
Norah Jones|Frank Ocean|the Rolling Stones|Pink Floyd|Aretha Franklin|Bruno Mars|Lizzo|Harry Styles|
BTS|Rihanna|Eminem|Johnny Cash|Dolly Parton|Kanye West|SZA|The Weeknd|Nina Simone|Bon Iver|Tame Impala
""")
GENRES = _split("""
jazz|classical music|lo-fi beats|rock|hip hop|country|relaxing music|workout music|
chill music|piano music|reggae|eighties music|the blues|dinner party music|focus music|k-pop|salsa|rain sounds
""")
PODCASTS = _split("""
The Daily|Serial|This American Life|Radiolab|Hardcore History|Freakonomics Radio|Stuff You Should Know|
The Joe Rogan Experience|Planet Money|99% Invisible|Up First|Call Her Daddy|Crime Junkie|Huberman Lab|
How I Built This|Science Vs|Reply All|Lex Fridman|TED Talks Daily|The Rest Is History|Hidden Brain
""")
STATIONS = _split("""
BBC Radio 2|NPR|KEXP|Radio 1|jazz FM|Classic FM|the local news station|WNYC|Capital FM|KQED|
BBC World Service|Radio Paradise|Heart FM|the country station|ninety eight point one
""")
AUDIOBOOKS = _split("""
Dune|Harry Potter|The Hobbit|Atomic Habits|Project Hail Mary|Pride and Prejudice|The Martian|Sapiens|
Becoming|1984|The Great Gatsby|Educated|Where the Crawdads Sing|The Midnight Library|Thinking Fast and Slow|
The Hunger Games|Little Women|Born a Crime|The Alchemist|A Brief History of Time
""")
ROOMS = _split("""
kitchen|living room|bedroom|bathroom|office|hallway|garage|dining room|basement|kids room|nursery|porch|
attic|guest room|study|den|laundry room|master bedroom|patio|garden|upstairs|downstairs|front yard|
back yard|playroom|closet|entryway|family room
""")
COLORS = _split("""
red|blue|green|purple|orange|yellow|pink|white|warm white|cool white|teal|cyan|magenta|lavender|turquoise|
amber|soft white|light blue|dark blue|gold|violet|daylight|lime green|coral
""")
MESSAGE_BODIES = _split("""
I'm running late|I'll be home at six|can you pick up milk on the way home|happy birthday|see you soon|
the meeting moved to 3|don't forget the tickets|call me when you land|dinner's ready|I'm on my way|
I left my keys at your place|are we still on for tonight|running ten minutes behind|thanks for today|
good luck on your exam|I'll call you back later|the kids are asleep|we need to talk about the weekend|
can you feed the cat|the package arrived|I love you|I'm stuck in traffic|let's get pizza tonight|
I'm at the front door|did you lock the back door|practice is cancelled|meet me at the cafe|
can you send me the address|I got the job|the car is ready|bring an umbrella|leave the gate open|
I'll be there in five minutes|sorry I missed your call|congrats on the new baby|miss you|
grab some bread please|the game starts at 8|where are you|my phone is almost dead|save me a seat|
the flight is delayed by an hour|I'll pick you up at the station|can we move lunch to Friday|
don't wait up for me|I'm outside|the plumber is coming tomorrow|good night
""")
REMINDER_TASKS = _split("""
call the bank|take out the trash|water the plants|pick up the kids|pay the electricity bill|take my medicine|
buy a birthday present for Mom|check the oven|move the car|feed the dog|submit the report|call the dentist|
renew my passport|book a haircut|stretch|drink some water|charge my phone|send the invoice|walk the dog|
return the library books|pick up the dry cleaning|email Sarah|bring the laptop charger|lock the back door|
get gas|call Grandma|pay rent|defrost the chicken|put the laundry in the dryer|start the dishwasher|
cancel the gym membership|order more coffee|check the mail|wish Tom a happy birthday|back up my laptop|
turn off the sprinklers|schedule the vet appointment|bring my umbrella|stand up and stretch|take a break
""")
REMINDER_TOPICS = _split("""
the dentist appointment|the meeting with Carlos|my mom's birthday|the parent teacher conference|
the car inspection|the water bill|the team lunch|the flight to Denver|the package pickup|my yoga class|
the concert tickets|the school play|the doctor's appointment|the rent|the book club
""")
NOTE_TEXTS = _split("""
the garage code is 4512|buy stamps|ideas for the party: balloons and cake|parking spot is level 3 row B|
the wifi password is on the fridge|Tom's shoe size is 10|call the landlord about the leak|
the blue paint is called Harbor Mist|gift idea for Dad: a new wallet|the meeting went well|
remember to ask about the refund|the bike lock combination is 2719|my locker number is 42|
the recipe needs two cups of flour|Sarah recommended the book Educated|check the tire pressure|
the hotel confirmation number is 88213|plant the tulips in October|Jenny likes lilies|
the spare key is under the blue pot|try the new ramen place on 5th|the kids' dentist is Dr. Lee|
pack sunscreen for the trip|the dog's vet is on Maple Avenue|return the jacket before the 15th
""")
LIST_ITEMS = _split("""
milk|eggs|bread|bananas|paper towels|dish soap|olive oil|coffee|toothpaste|a dozen eggs|apples|butter|
rice|chicken breasts|cat food|dog food|batteries|light bulbs|orange juice|cheese|tomatoes|onions|garlic|
yogurt|cereal|tea bags|laundry detergent|trash bags|shampoo|sunscreen|avocados|pasta|peanut butter|
almond milk|ice cream|flour|sugar|spinach|strawberries|a birthday card|tortillas|salmon|oat milk|
phone charger|socks|hiking boots|a tent|wrapping paper|screws|paint brushes|a new mop|sparkling water|granola bars
""")
TODO_ITEMS = _split("""
call the plumber|renew the car registration|fix the fence|book flights|pack the passports|clean the gutters|
email the landlord|pay the water bill|return the rental car|sort the recycling|book a dentist appointment
""")
LIST_NAMES = _split("""
shopping|shopping|grocery|grocery|to do|packing|Christmas|hardware store|Costco|birthday party|camping|
wish|weekend|chores|errands|Target|pharmacy|holiday
""")
ALARM_LABELS = _split("""
gym|work|school run|medication|meeting|flight|yoga|early shift|dentist|morning run|study|baby feeding|bus|
church|meditation|conference call|laundry|nap|pickup|swim practice|train|medicine|breakfast|class
""")
TIMER_LABELS = _split("""
pasta|eggs|laundry|pizza|tea|oven|cookies|rice|nap|workout|parking meter|bread|steak|potatoes|
homework|plank|coffee|brownies|roast|cake|meditation|break|chicken|soup
""")
CALENDAR_TITLES = _split("""
dentist appointment|team meeting|lunch with Sarah|yoga class|parent teacher conference|flight to Denver|
haircut|doctor's appointment|date night|book club|soccer practice|job interview|eye exam|oil change|
coffee with Raj|project review|piano lesson|dinner at Mom's|quarterly planning|vet appointment|
birthday party|standup meeting|call with the landlord|gym session|budget review|interview with Acme|
movie night|piano recital|hike with Ben|1 on 1 with Priya|school pickup|volunteer shift
""")
EMAIL_SUBJECTS = _split("""
the quarterly report|lunch on Friday|project update|vacation photos|the invoice|next week's schedule|
the contract|weekend plans|the budget|the meeting notes|my resignation|the new hire|the party|
the conference|the rent|the book club|the marketing plan|my flight details|the offer letter|feedback
""")
EMAIL_BODIES = _split("""
please see the attached file|I'll send it by tomorrow|can we talk on Monday|thanks for your help|
looking forward to it|the numbers look good|let me know what you think|I can't make it this week|
see you there|I've approved it|please review before Friday|the draft is ready
""")
PHONE_NUMBERS = _split("""
555 123 4567|555-867-5309|07700 900123|+44 20 7946 0958|415 555 0132|202-555-0147|0412 345 678|
555 0199|612 555 0178|+1 646 555 0110|030 1234567|917-555-0163|555 2368|800 555 0199
""")
EMAILS = _split("""
john.smith@gmail.com|sarah@outlook.com|priya.patel@work.com|jdoe@example.com|mike@acme.io|
emma.w@yahoo.com|carlos.garcia@hotmail.com|info@bakery.com|team@startup.org|nina.k@icloud.com
""")
SPOKEN_EMAILS = _split("""
john dot smith at gmail dot com|sarah at outlook dot com|mike at acme dot io|jdoe at example dot com
""")
