#!/bin/sh
# Makes the eight shared article pictures of the seeded news (server/seed/newsSeed.ts, the
# `image` of each article) into public/media/news/, drawn by ffmpeg's own test sources
# (lavfi). The app shows each article's own picture instead (src/domain/newsPictures.ts); the
# clips, their posters and captions are made by scripts/make-news-clips.ts. The output is
# committed: neither CI nor `npm start` needs ffmpeg. Run again only to change the pictures:
#
#   apt-get install -y ffmpeg    # Debian 12 ships ffmpeg 5.1
#   sh scripts/make-news-media.sh
#
# Pictures: 480x270 JPEG.
set -eu

OUT=public/media/news
mkdir -p "$OUT"

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
