import Kit
