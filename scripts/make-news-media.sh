#!/bin/sh
# Makes the demo clips, their posters and the article pictures of the seeded news
# (server/seed/newsSeed.ts) into public/media/news/. Everything is drawn by ffmpeg's own
# test sources (lavfi), so the project owns it outright. The output is committed: neither
# CI nor `npm start` needs ffmpeg. Run again only to change the media:
#
#   apt-get install -y ffmpeg    # Debian 12 ships ffmpeg 5.1 with libvpx and drawtext
#   sh scripts/make-news-media.sh
#
# Clips: 5 s, 320x180, 15 fps, VP9 in WebM without sound (Chromium, Firefox and Safari 16+
# play it), one keyframe a second so seeking lands quickly. 20 to 300 KB each, under 1 MB in all.
# Posters: the clip's first second as a 320x180 JPEG. Pictures: 480x270 JPEG.
# Captions (clip-N.vtt) are written by hand beside them; this script does not touch them.
set -eu

OUT=public/media/news
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$OUT"

# One lavfi source per clip: each looks different, all move, none needs a file.
clip_source() {
  case "$1" in
    1) echo "testsrc2=size=320x180:rate=15" ;;
    2) echo "mandelbrot=size=320x180:rate=15" ;;
    3) echo "life=size=320x180:rate=15:mold=10:ratio=0.1:death_color=#1d3557:life_color=#a8dadc" ;;
    4) echo "cellauto=size=320x180:rate=15:rule=110" ;;
    5) echo "smptehdbars=size=320x180:rate=15" ;;
    6) echo "rgbtestsrc=size=320x180:rate=15" ;;
    7) echo "gradients=size=320x180:rate=15:speed=0.05" ;;
    8) echo "testsrc=size=320x180:rate=15" ;;
  esac
}

# The words on each clip match its captions' first cue.
clip_title() {
  case "$1" in
    1) echo "Welcome week" ;;
    2) echo "Inside the kitchen" ;;
    3) echo "Garden club" ;;
    4) echo "New shuttle" ;;
    5) echo "Town hall" ;;
    6) echo "Wellness day" ;;
    7) echo "Volunteer day" ;;
    8) echo "Year in review" ;;
  esac
}

for n in 1 2 3 4 5 6 7 8; do
  title=$(clip_title "$n")
  text="drawbox=y=ih-44:w=iw:h=44:color=black@0.6:t=fill,drawtext=fontfile=$FONT:text='$title':fontcolor=white:fontsize=20:x=12:y=h-34,drawtext=fontfile=$FONT:text='%{eif\:t+1\:d} / 5':fontcolor=white:fontsize=16:x=w-tw-12:y=h-32"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$(clip_source "$n"),format=yuv420p" -t 5 \
    -vf "$text" -c:v libvpx-vp9 -b:v 120k -g 15 -deadline good -cpu-used 4 -row-mt 1 -an \
    "$OUT/clip-$n.webm"
  ffmpeg -hide_banner -loglevel error -y -ss 1 -i "$OUT/clip-$n.webm" -frames:v 1 -q:v 5 "$OUT/clip-$n.jpg"
done

# Article pictures: soft colour fields with a shape, eight of them shared by the articles.
picture_source() {
  case "$1" in
    1) echo "gradients=size=480x270:c0=#264653:c1=#2a9d8f:seed=1" ;;
    2) echo "gradients=size=480x270:c0=#e76f51:c1=#f4a261:seed=2" ;;
    3) echo "gradients=size=480x270:c0=#1d3557:c1=#457b9d:seed=3" ;;
    4) echo "gradients=size=480x270:c0=#6a4c93:c1=#c77dff:seed=4" ;;
    5) echo "gradients=size=480x270:c0=#386641:c1=#a7c957:seed=5" ;;
    6) echo "gradients=size=480x270:c0=#bc4749:c1=#f2e8cf:seed=6" ;;
    7) echo "gradients=size=480x270:c0=#003049:c1=#fcbf49:seed=7" ;;
    8) echo "gradients=size=480x270:c0=#5f0f40:c1=#fb8b24:seed=8" ;;
  esac
}

for n in 1 2 3 4 5 6 7 8; do
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$(picture_source "$n")" -frames:v 1 \
    -vf "drawbox=x=iw/2-60:y=ih/2-60:w=120:h=120:color=white@0.35:t=fill,drawbox=x=iw/2-36:y=ih/2-36:w=72:h=72:color=white@0.5:t=fill" \
    -q:v 6 "$OUT/picture-$n.jpg"
done

ls -l "$OUT"
